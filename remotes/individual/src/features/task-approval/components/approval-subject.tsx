import { Card, Descriptions, Empty, Flex, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { useRecordValues } from '@kanri/ui';
import type { IndividualApprovalSubject } from '@kanri/contracts';

type Field = NonNullable<IndividualApprovalSubject['tasks'][number]['form']>['fields'][number];

/**
 * What an approval approves: the previous step's tasks, who finished each and when, their
 * comments, and the submitted forms' answers (a choice by its label, a date in the locale's
 * format, a checkbox as Yes / No, an empty answer as "Not set").
 */
export function ApprovalSubject({ subject }: { subject: IndividualApprovalSubject | null }) {
  const { t } = useLingui();
  const values = useRecordValues();
  const show = (f: Field) => {
    if (f.value === null || f.value === '') return values.notSet;
    if (f.type === 'SELECT') return f.optionLabel ?? String(f.value);
    if (f.type === 'DATE') return formatDate(String(f.value), 'date');
    if (f.type === 'CHECKBOX') return f.value === true ? t`Yes` : t`No`;
    if (f.type === 'TEXTAREA') return <span style={{ whiteSpace: 'pre-wrap' }}>{String(f.value)}</span>;
    return String(f.value);
  };
  if (!subject || !subject.tasks.length) return <Empty description={t`Nothing was submitted before this approval.`} />;
  return (
    <Flex vertical gap={12}>
      {subject.tasks.map((task) => (
        <Card key={task.id} size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{task.form?.name ?? task.name}</h2>}>
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              {task.completedAt ? t`${subject.stepName}: done ${formatDate(task.completedAt, 'dateTime')} by ${task.completedBy?.name ?? ''}` : t`${subject.stepName}: not done yet`}
            </Typography.Text>
            {task.form ? (
              <Descriptions bordered size="small" column={1} items={task.form.fields.map((f) => ({ key: f.key, label: f.label, children: show(f) }))} />
            ) : null}
            {task.comment ? <Typography.Paragraph style={{ margin: 0 }}>{t`Comment: ${task.comment}`}</Typography.Paragraph> : null}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
