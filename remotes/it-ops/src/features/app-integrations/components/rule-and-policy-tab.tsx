import { useState } from 'react';
import { Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { sectionHeading } from '@kanri/ui';
import { inactiveDaysMax, type AppIntegration } from '@kanri/contracts';
import { useUpdateInactiveDays } from '../api/settings';
import { useSettingsAction } from './use-settings-action';
import { appIntegrationFieldLabels } from './app-integration-labels';

/**
 * The rule-and-policy tab: how accounts are matched to people (the rule matching of 001 §3, §5,
 * computed by the server) and the inactive rule — after how many days without a sign-in an active
 * account counts as inactive — edited here (`PATCH …/settings/inactive-days` with the version).
 */
export function RuleAndPolicyTab({ integration }: { integration: AppIntegration }) {
  const { t, i18n } = useLingui();
  const update = useUpdateInactiveDays();
  const run = useSettingsAction();
  const [days, setDays] = useState<number | null>(integration.inactiveDays);
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={sectionHeading}>{t`Inactive accounts`}</h2>}>
        <Typography.Paragraph>{t`An active account that has not signed in for this many days is inactive: it shows in the Inactive category and in the saving cost.`}</Typography.Paragraph>
        <Flex gap={8} align="center">
          <InputNumber aria-label={i18n._(appIntegrationFieldLabels.inactiveDays)} min={1} max={inactiveDaysMax} precision={0} value={days} onChange={(value) => setDays(value)} suffix={t`days`} style={{ width: 140 }} />
          <Button
            type="primary"
            loading={update.isMutating}
            disabled={days === null || days === integration.inactiveDays}
            onClick={() =>
              void run(() => update.trigger({ params: { id: integration.id }, body: { inactiveDays: days ?? 0, version: integration.version } }), t`The inactive rule was saved.`)
            }
          >
            {t({ message: 'Save', context: 'appIntegrationSettings' })}
          </Button>
        </Flex>
      </Card>
      <Card title={<h2 style={sectionHeading}>{t`How accounts are matched`}</h2>}>
        <Typography.Paragraph>{t`Each account is matched to a person by e-mail address, then by the person's other known addresses; a person linked by hand on the Users tab wins over both.`}</Typography.Paragraph>
        <ul>
          <li>{t`Matched: the person is assigned the app and holds the assigned role.`}</li>
          <li>{t`Violated assignment: the person holds an account but is not assigned the app.`}</li>
          <li>{t`Violated role: the account's role differs from the role assigned to the person.`}</li>
          <li>{t`No worker: no person of the company owns the account.`}</li>
          <li>{t`No account: a person assigned the app has no account in it.`}</li>
          <li>{t`Alumni: the person has left but the account is still active.`}</li>
        </ul>
      </Card>
    </Flex>
  );
}
