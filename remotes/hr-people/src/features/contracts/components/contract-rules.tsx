import { Alert, Card, Flex, Statistic } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { RecordSection, RecordSections, sectionHeading, useRecordValues } from '@kanri/ui';
import { contractRenewalSoonDays, type ContractDetail } from '@kanri/contracts';
import { contractFieldLabels } from './contract-labels';

/**
 * The rule-and-policy tab: the contract's renewal and notice rules in words, and the reminders the
 * server computed for today (Asia/Tokyo): the end of the term in force, the notice deadline
 * (解約予告期限: the end minus the notice period) and the days left. A deadline within 60 days
 * shows a warning, a passed one an error; a contract that is not in force says why no reminder runs.
 */
export function ContractRules({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const label = (name: keyof typeof contractFieldLabels) => i18n._(contractFieldLabels[name]);
  const days = contract.daysUntilDeadline;
  const inForce = contract.status === 'ACTIVE';
  let reminder;
  if (!inForce) {
    reminder = <Alert type="info" showIcon message={t`No reminder runs: the contract is not in force.`} />;
  } else if (contract.noticeDeadline === null || days === null) {
    reminder = <Alert type="info" showIcon message={t`No reminder runs: the contract has no end date.`} />;
  } else if (days < 0) {
    reminder = <Alert type="error" showIcon message={t`The notice deadline has passed.`} description={t`Without auto-renewal the contract ends on its end date; renew it to continue.`} />;
  } else if (contract.renewalSoon) {
    reminder = (
      <Alert
        type="warning"
        showIcon
        message={t`Renewal soon: ${days} days left until the notice deadline.`}
        description={contract.autoRenewal ? t`Give notice by the deadline to stop the automatic renewal.` : t`Decide on the renewal by the deadline.`}
      />
    );
  } else {
    reminder = <Alert type="success" showIcon message={t`The next deadline is more than ${contractRenewalSoonDays} days away.`} />;
  }
  return (
    <RecordSections>
      <Card title={<h2 style={sectionHeading}>{t`Reminders`}</h2>}>
        <Flex vertical gap={16}>
          {reminder}
          <Flex gap={48} wrap>
            <Statistic title={t`End of the term in force`} value={contract.currentTermEnd ? formatDate(contract.currentTermEnd) : '—'} />
            <Statistic title={t`Notice deadline`} value={contract.noticeDeadline ? formatDate(contract.noticeDeadline) : '—'} />
            <Statistic title={t`Days left`} value={days === null ? '—' : days} />
          </Flex>
        </Flex>
      </Card>
      <RecordSection
        title={t`Renewal and notice rules`}
        items={[
          { key: 'autoRenewal', label: label('autoRenewal'), children: contract.autoRenewal ? t`Renews automatically for ${contract.renewalTermMonths} months unless notice is given` : t`Does not renew automatically` },
          { key: 'noticePeriodDays', label: label('noticePeriodDays'), children: contract.noticePeriodDays === null ? values.notSet : t`${contract.noticePeriodDays} days before the end of the term` },
          { key: 'endDate', label: label('endDate'), children: contract.endDate ? formatDate(contract.endDate) : t`Indefinite` },
        ]}
      />
    </RecordSections>
  );
}
