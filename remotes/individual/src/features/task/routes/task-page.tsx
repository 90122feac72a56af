import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useToast } from '@kanri/runtime';
import { LinkButton, RecordGate, RecordHeader } from '@kanri/ui';
import { operationTaskKindLabels, operationTaskStatusLabels, type IndividualTaskDetail } from '@kanri/contracts';
import { useCompleteTask, useTask } from '../api/task';
import { TaskSteps } from '../components/task-steps';

/** What renders a DEVICE_SELF_REPORT task's report (the app passes the device-self-report feature's component). */
export type SelfReportSlot = (task: IndividualTaskDetail, onChanged: () => void) => ReactNode;

const statusColors = { WAITING: 'default', NOT_STARTED: 'orange', IN_PROGRESS: 'blue', DONE: 'green', CANCELED: 'default' } as const;

/**
 * `/individual/task/{id}` (001 §2 "Individual area"): one of the user's tasks — what to do, the
 * package, pattern and subject it is about, the due date (marked overdue), the approver's comment
 * when it was sent back, the instance's steps — and its action: a to-do's "Done" button, a link to
 * the form or to the approval, or (DEVICE_SELF_REPORT) the self-report given by `selfReport`.
 * Another user's task, or an id that is not one, shows the not-found page. One column, large
 * buttons: it is used on phones.
 */
export function TaskPage({ selfReport }: { selfReport?: SelfReportSlot }) {
  const task = useTask(useParams().id);
  return <RecordGate query={task}>{(current) => <TaskView task={current} refetch={() => void task.mutate()} selfReport={selfReport} />}</RecordGate>;
}

function TaskView({ task, refetch, selfReport }: { task: IndividualTaskDetail; refetch: () => void; selfReport?: SelfReportSlot }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const complete = useCompleteTask();
  const today = dayjs().format('YYYY-MM-DD');
  const overdue = task.actionable && task.dueDate !== null && task.dueDate < today;
  const markDone = async () => {
    try {
      await complete.trigger({ params: { id: task.id }, body: { comment: null } });
      toast.success(t`Marked as done.`);
      refetch();
    } catch (error) {
      if (isApiError(error, 409)) refetch();
      toast.destructive(t`The task could not be marked as done.`, error instanceof Error ? error.message : undefined);
    }
  };
  const howTo: Record<IndividualTaskDetail['kind'], string> = {
    TODO: t`Do what the task says, then mark it as done.`,
    FORM: t`Fill in the form. You can save a draft and submit it later.`,
    APPROVAL: t`Check what was submitted in the previous step, then approve it or send it back with a comment.`,
    DEVICE_SELF_REPORT: t`Tell us whether you have this device and in what condition. Scan its asset tag with your camera or type it.`,
    REVIEW: t`Review the results.`,
  };
  const action = () => {
    if (!task.actionable) return null;
    if (task.kind === 'TODO') {
      return (
        <Button type="primary" size="large" block onClick={markDone} loading={complete.isMutating}>
          {t`Mark as done`}
        </Button>
      );
    }
    if (task.kind === 'FORM' && task.formId) {
      return (
        <LinkButton to={`/individual/task/${task.id}/form/${task.formId}`} type="primary" size="large" block>
          {task.status === 'IN_PROGRESS' ? t`Continue the form` : t`Fill in the form`}
        </LinkButton>
      );
    }
    if (task.kind === 'APPROVAL') {
      return (
        <LinkButton to={`/individual/task/${task.id}/approval`} type="primary" size="large" block>
          {t`Review and decide`}
        </LinkButton>
      );
    }
    return null;
  };
  const subject = [task.instance.subject.name, task.instance.subject.detail].filter(Boolean).join(' · ');
  return (
    <section style={{ maxWidth: 720 }}>
      <RecordHeader
        breadcrumb={[{ label: t`My tasks`, to: '/individual' }, { label: task.name }]}
        name={task.name}
        subtitle={`${task.instance.packageName} · ${task.stepName}`}
        tags={[
          { key: 'kind', label: i18n._(operationTaskKindLabels[task.kind]) },
          { key: 'status', label: i18n._(operationTaskStatusLabels[task.status]), color: statusColors[task.status] },
          ...(overdue ? [{ key: 'overdue', label: t`Overdue`, color: 'red' }] : []),
        ]}
      />
      <Flex vertical gap={16}>
        {task.comment && task.actionable ? <Alert type="warning" showIcon message={t`Sent back with a comment`} description={task.comment} /> : null}
        {task.status === 'WAITING' ? <Alert type="info" showIcon message={t`This task opens when the earlier steps are done.`} /> : null}
        <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`What to do`}</h2>}>
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>{howTo[task.kind]}</Typography.Paragraph>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'due', label: t`Due date`, children: task.dueDate ? formatDate(task.dueDate, 'date') : t`None` },
                { key: 'package', label: t`Operation package`, children: `${task.instance.packageName} · ${task.instance.patternName}` },
                { key: 'subject', label: t`About`, children: subject || t`None` },
                { key: 'anchor', label: t`Anchor date`, children: formatDate(task.instance.anchorDate, 'date') },
                ...(task.completedAt
                  ? [{ key: 'done', label: t`Completed at`, children: [formatDate(task.completedAt, 'dateTime'), task.completedBy?.name].filter(Boolean).join(' · ') }]
                  : []),
              ]}
            />
            {action()}
          </Flex>
        </Card>
        {task.kind === 'DEVICE_SELF_REPORT' && selfReport ? selfReport(task, refetch) : null}
        <TaskSteps steps={task.steps} currentTaskId={task.id} />
      </Flex>
    </section>
  );
}
