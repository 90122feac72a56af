import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { approvalDecisionLabels, operationTaskKindLabels, operationTaskStatusLabels, type OperationCore, type OperationInstanceDetail, type OperationTaskInstance } from '@kanri/contracts';
import { sectionHeading, useRecordValues } from '../record/record-descriptions';
import { EmptyState } from '../states/empty-state';
import { CompleteTaskOnBehalfDrawer, canCompleteOnBehalf } from './complete-task-drawer';
import { isTaskOverdue, useAssigneeText } from './operation-instance-detail';
import { localizeForm, operationTaskStatusColors, type LocalizedForm } from './operation-instance-labels';


/** One submitted answer as read: text as it is, a date in the locale's format, a choice by its label, a checkbox Yes / No. */
function useAnswerText() {
  const { t } = useLingui();
  const values = useRecordValues();
  return (field: LocalizedForm['fields'][number], value: unknown) => {
    if (value === null || value === undefined || value === '') return values.notSet;
    if (field.type === 'CHECKBOX') return value === true ? t({ message: 'Yes', context: 'booleanValue' }) : t({ message: 'No', context: 'booleanValue' });
    if (field.type === 'DATE' && typeof value === 'string') return values.date(value);
    if (field.type === 'SELECT') return field.options?.find((o) => o.value === value)?.label ?? String(value);
    if (field.type === 'TEXTAREA') return <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>;
    return String(value);
  };
}

/** The submitted values of one FORM task, by the form's field labels. */
function SubmittedForm({ task, form }: { task: OperationTaskInstance; form: LocalizedForm }) {
  const answer = useAnswerText();
  const values = (task.formValues ?? {}) as Record<string, unknown>;
  return (
    <Card title={<h2 style={sectionHeading}>{`${task.name} — ${form.name}`}</h2>}>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 200 } }}
        items={form.fields.map((field) => ({ key: field.key, label: field.label, children: answer(field, values[field.key]) }))}
      />
    </Card>
  );
}

/**
 * The "data" tab of an instance (001 §2): every task with its step, kind, status, assignee, due
 * date (overdue marked), decision and comment, completed by / at, and — while the instance is in
 * progress — "Complete on behalf" on an open task (`completeTaskOnBehalf`, {@link CompleteTaskOnBehalfDrawer});
 * then the values submitted in each FORM task, by the form's field labels.
 */
export function OperationInstanceData({ core, instance, onChanged }: { core: OperationCore; instance: OperationInstanceDetail; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const assigneeText = useAssigneeText();
  const [completing, setCompleting] = useState<OperationTaskInstance | null>(null);
  const tasks = instance.steps.flatMap((step) => step.tasks.map((task) => ({ ...task, stepName: step.name })));
  const submitted = tasks.filter((task) => task.kind === 'FORM' && task.formValues && task.formId);
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={sectionHeading}>{t`Tasks`}</h2>}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={tasks}
          scroll={{ x: 1400 }}
          aria-label={t`Tasks`}
          columns={[
            { key: 'step', title: t({ message: 'Step', context: 'operationTask' }), width: 140, render: (_, task) => task.stepName },
            {
              key: 'name',
              title: t({ message: 'Task', context: 'operationTask' }),
              width: 260,
              render: (_, task) => (
                <Flex vertical>
                  <Typography.Text strong>{task.name}</Typography.Text>
                  <Typography.Text type="secondary">{i18n._(operationTaskKindLabels[task.kind])}</Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'status',
              title: t({ message: 'Status', context: 'operationTask' }),
              width: 130,
              render: (_, task) => (
                <Flex vertical gap={4} align="start">
                  <Tag color={operationTaskStatusColors[task.status]}>{i18n._(operationTaskStatusLabels[task.status])}</Tag>
                  {task.decision ? <Typography.Text type="secondary">{i18n._(approvalDecisionLabels[task.decision])}</Typography.Text> : null}
                </Flex>
              ),
            },
            { key: 'assignee', title: t({ message: 'Assignee', context: 'operationTask' }), width: 160, render: (_, task) => assigneeText(task) },
            {
              key: 'dueDate',
              title: t({ message: 'Due', context: 'operationTask' }),
              width: 140,
              render: (_, task) => (
                <Flex vertical gap={4} align="start">
                  {values.date(task.dueDate)}
                  {isTaskOverdue(task) ? <Tag color="error">{t({ message: 'Overdue', context: 'operationTask' })}</Tag> : null}
                </Flex>
              ),
            },
            {
              key: 'completed',
              title: t({ message: 'Completed', context: 'operationTask' }),
              width: 180,
              render: (_, task) =>
                task.completedAt ? (
                  <Flex vertical>
                    <span>{task.completedBy?.name ?? '—'}</span>
                    <Typography.Text type="secondary">{values.date(task.completedAt, 'dateTime')}</Typography.Text>
                  </Flex>
                ) : (
                  values.notSet
                ),
            },
            { key: 'comment', title: t({ message: 'Comment', context: 'operationTask' }), width: 200, render: (_, task) => values.text(task.comment) },
            {
              key: 'actions',
              title: t`Actions`,
              width: 170,
              render: (_, task) =>
                instance.status === 'IN_PROGRESS' && canCompleteOnBehalf(task) ? (
                  <Button size="small" onClick={() => setCompleting(task)} aria-label={t`Complete "${task.name}" on behalf`}>
                    {t`Complete on behalf`}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
      {submitted.length === 0 ? (
        <Card title={<h2 style={sectionHeading}>{t`Submitted forms`}</h2>}>
          <EmptyState title={t`No form submitted yet`} description={t`The values of a form task show here once it is submitted.`} />
        </Card>
      ) : (
        submitted.map((task) => {
          const form = instance.forms.find((f) => f.id === task.formId);
          return form ? <SubmittedForm key={task.id} task={task} form={localizeForm(form, i18n.locale)} /> : null;
        })
      )}
      {completing ? (
        <CompleteTaskOnBehalfDrawer
          core={core}
          instance={instance}
          task={completing}
          onClose={() => setCompleting(null)}
          onCompleted={() => {
            setCompleting(null);
            onChanged();
          }}
        />
      ) : null}
    </Flex>
  );
}
