import { Card, Skeleton, Space, Switch, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useDialogs, useToast } from '@kanri/runtime';
import { ErrorState, PageHeader } from '@kanri/ui';
import { useMfaSettings } from '../api/get-mfa-settings';
import { useUpdateMfaEmail } from '../api/update-mfa-email';
import { PersonsTabs } from '../../../components/persons-tabs';

/**
 * `/settings/persons/mfa` (001 §2 Settings "MFA settings", §7 `GET /v2/settings/mfa`,
 * `PATCH /v2/settings/mfa/email`; DECISIONS.md "Auth and accounts": e-mail is the one method):
 * one switch turns e-mail one-time codes at sign-in on or off for the whole company. Turning it on
 * asks first (everyone will need their mailbox at the next sign-in); it applies from the next
 * sign-in, sessions in progress stay signed in. Loading, error with retry, and a toast on change.
 */
export function MfaPage() {
  const { t } = useLingui();
  const toast = useToast();
  const dialogs = useDialogs();
  const settings = useMfaSettings();
  const update = useUpdateMfaEmail();
  const enabled = settings.data?.email.enabled ?? false;

  const change = async (next: boolean) => {
    if (next) {
      const ok = await dialogs.confirm({
        title: t`Require e-mail codes at sign-in?`,
        content: t`From their next sign-in, everyone in the company enters a 6-digit code sent to their e-mail address after the password.`,
        okText: t`Turn on`,
      });
      if (!ok) return;
    }
    try {
      await update.trigger({ body: { enabled: next } });
      await settings.mutate();
      toast.success(next ? t`E-mail codes at sign-in are now required.` : t`E-mail codes at sign-in are no longer required.`);
    } catch (error) {
      toast.destructive(t`The setting could not be changed.`, error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <>
      <PersonsTabs active="mfa" />
      <PageHeader title={t`Multi-factor authentication`} description={t`How people of the company prove it is them when they sign in.`} />
      {settings.error && !settings.data ? (
        <ErrorState onRetry={() => void settings.mutate()} />
      ) : !settings.data ? (
        <Skeleton active />
      ) : (
        <Card>
          <Space align="start" size="large">
            <Switch
              id="mfa-email"
              checked={enabled}
              loading={update.isMutating}
              onChange={(next) => void change(next)}
              aria-describedby="mfa-email-description"
            />
            <div>
              <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
                <label htmlFor="mfa-email">{t`E-mail one-time code`}</label>
              </Typography.Title>
              <Typography.Paragraph id="mfa-email-description" type="secondary" style={{ marginBottom: 0 }}>
                {enabled
                  ? t`On: after the password, everyone enters a 6-digit code sent to their e-mail address. The code is valid for 10 minutes.`
                  : t`Off: a password alone signs people in.`}
              </Typography.Paragraph>
            </div>
          </Space>
        </Card>
      )}
    </>
  );
}
