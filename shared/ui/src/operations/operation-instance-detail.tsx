import { Card, Progress, Space, Steps, Tag, Typography } from 'antd';
import { useEndpoint } from '@kanri/runtime';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import {
  operationAssigneeKindLabels,
  operationCoreEndpoints,
  operationInstanceStatusLabels,
  operationStepStatusLabels,
  operationTaskKindLabels,
  operationTaskStatusLabels,
  type OperationInstanceDetail,
  type OperationTaskInstance,
} from '@kanri/contracts';
import { RecordSection, sectionHeading, useRecordValues, type RecordItem } from '../record/record-descriptions';
import { operationStepStepsStatus, operationTaskStatusColors } from './operation-instance-labels';

/**
 * Whether a task is past its due date: still open (not done, not canceled) and its due date
 * (`YYYY-MM-DD`) before `today` (the browser's day).
 */
export function isTaskOverdue(task: Pick<OperationTaskInstance, 'dueDate' | 'status'>, today = dayjs().format('YYYY-MM-DD')): boolean {
  return task.dueDate !== null && task.status !== 'DONE' && task.status !== 'CANCELED' && task.dueDate < today;
}

/** A task's assignee as the page shows it: the person's name, else the kind ("Subject", "Staff"…). */
export function useAssigneeText() {
  const { i18n } = useLingui();
  return (task: Pick<OperationTaskInstance, 'assignee'>) => task.assignee.name ?? i18n._(operationAssigneeKindLabels[task.assignee.kind]);
}

/**
 * The instance's summary (001 §2 instance detail): status, package, pattern, request, anchor date,
 * started by / at, progress (done / total tasks), completed at, and — when aborted — the abort
 * reason, by whom and when.
 */
export function OperationInstanceSummary({ instance }: { instance: OperationInstanceDetail }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  // the request (one start of the pattern) by its title; the instance names only its id
  const requests = useEndpoint(operationCoreEndpoints(instance.core).listPatternRequests, { params: { id: instance.packageId, patternId: instance.patternId } });
  const request = requests.data?.items.find((r) => r.id === instance.requestId);
  const items: RecordItem[] = [
    { key: 'status', label: t({ message: 'Status', context: 'operationInstanceField' }), children: i18n._(operationInstanceStatusLabels[instance.status]) },
    { key: 'package', label: t`Operation package`, children: instance.packageName },
    { key: 'pattern', label: t({ message: 'Pattern', context: 'operationInstanceField' }), children: instance.patternName },
    { key: 'request', label: t({ message: 'Request', context: 'operationInstanceField' }), children: request ? (request.title ?? values.date(request.requestedAt, 'dateTime')) : values.notSet },
    { key: 'anchorDate', label: t({ message: 'Anchor date', context: 'operationInstanceField' }), children: values.date(instance.anchorDate) },
    { key: 'startedBy', label: t`Started by`, children: values.text(instance.startedBy?.name) },
    { key: 'startedAt', label: t`Started at`, children: values.date(instance.startedAt, 'dateTime') },
    {
      key: 'progress',
      label: t`Progress`,
      children: (
        <Space>
          <Progress
            type="line"
            size="small"
            style={{ width: 160, margin: 0 }}
            percent={instance.progress.total ? Math.round((instance.progress.done / instance.progress.total) * 100) : 0}
            aria-label={t`Progress`}
          />
          <span>{t`${instance.progress.done} of ${instance.progress.total} tasks done`}</span>
        </Space>
      ),
    },
    { key: 'completedAt', label: t({ message: 'Completed at', context: 'operationInstanceField' }), children: values.date(instance.completedAt, 'dateTime') },
  ];
  if (instance.status === 'ABORTED') {
    items.push(
      { key: 'abortReason', label: t({ message: 'Abort reason', context: 'operationInstanceField' }), children: <span style={{ whiteSpace: 'pre-wrap' }}>{instance.abortReason ?? ''}</span> },
      { key: 'abortedBy', label: t`Aborted by`, children: values.text(instance.abortedBy?.name) },
      { key: 'abortedAt', label: t`Aborted at`, children: values.date(instance.abortedAt, 'dateTime') },
    );
  }
  return <RecordSection title={t`Instance`} items={items} />;
}

/** One task under its step in the timeline: name, kind, status, assignee, due date (overdue marked), completed by / at. */
function TimelineTask({ task }: { task: OperationTaskInstance }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const assignee = useAssigneeText()(task);
  const overdue = isTaskOverdue(task);
  const due = task.dueDate ? values.date(task.dueDate) : null;
  const completedBy = task.completedBy?.name;
  const completedAt = task.completedAt ? values.date(task.completedAt, 'dateTime') : null;
  return (
    <li style={{ marginBottom: 8 }}>
      <Space wrap size={[8, 2]}>
        <Typography.Text strong>{task.name}</Typography.Text>
        <Typography.Text type="secondary">{i18n._(operationTaskKindLabels[task.kind])}</Typography.Text>
        <Tag color={operationTaskStatusColors[task.status]}>{i18n._(operationTaskStatusLabels[task.status])}</Tag>
      </Space>
      <div>
        <Typography.Text type="secondary">
          {t({ message: 'Assignee', context: 'operationTask' })}: {assignee}
          {due ? (
            <>
              {' · '}
              {t({ message: 'Due', context: 'operationTask' })}: {due}
            </>
          ) : null}
        </Typography.Text>
        {overdue ? (
          <Tag color="error" style={{ marginInlineStart: 8 }}>
            {t({ message: 'Overdue', context: 'operationTask' })}
          </Tag>
        ) : null}
      </div>
      {task.status === 'DONE' ? (
        <Typography.Text type="secondary">
          {t`Completed by ${completedBy ?? '—'}`} {completedAt}
        </Typography.Text>
      ) : null}
    </li>
  );
}

/**
 * The instance's progress as a timeline (antd `Steps`, vertical): each step with its state (waiting,
 * in progress, done, canceled) and its tasks with status, assignee, due date (overdue marked),
 * completed by and at.
 */
export function OperationInstanceProgress({ instance }: { instance: OperationInstanceDetail }) {
  const { t, i18n } = useLingui();
  const current = Math.max(
    0,
    instance.steps.findIndex((step) => step.status === 'OPEN'),
  );
  return (
    <Card title={<h2 style={sectionHeading}>{t`Progress`}</h2>}>
      <Steps
        orientation="vertical"
        size="small"
        current={current}
        items={instance.steps.map((step) => ({
          key: step.key,
          status: operationStepStepsStatus[step.status],
          title: step.name,
          subTitle: i18n._(operationStepStatusLabels[step.status]),
          content: (
            <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }} aria-label={step.name}>
              {step.tasks.map((task) => (
                <TimelineTask key={task.id} task={task} />
              ))}
            </ul>
          ),
        }))}
      />
    </Card>
  );
}
