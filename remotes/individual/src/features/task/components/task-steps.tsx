import { Card, Flex, Steps, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { operationStepStatusLabels, operationTaskStatusLabels, type IndividualStep } from '@kanri/contracts';

const stepState = { WAITING: 'wait', OPEN: 'process', DONE: 'finish', CANCELED: 'error' } as const;

/**
 * The instance's steps in order (vertical, so it reads on a phone): each step's state and its
 * tasks with who does them, their state and due date; the user's own tasks link to their page and
 * the current one is marked.
 */
export function TaskSteps({ steps, currentTaskId }: { steps: IndividualStep[]; currentTaskId: string }) {
  const { t, i18n } = useLingui();
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t`Steps`}</h2>} size="small">
      <Steps
        direction="vertical"
        size="small"
        items={steps.map((step) => ({
          status: stepState[step.status],
          title: `${step.name} (${i18n._(operationStepStatusLabels[step.status])})`,
          description: (
            <Flex vertical gap={4} style={{ paddingBottom: 8 }}>
              {step.tasks.map((task) => (
                <Flex key={task.id} wrap gap={6} align="center">
                  {task.mine && task.id !== currentTaskId ? <Link to={`/individual/task/${task.id}`}>{task.name}</Link> : <Typography.Text strong={task.id === currentTaskId}>{task.name}</Typography.Text>}
                  {task.id === currentTaskId ? <Tag color="blue">{t`This task`}</Tag> : null}
                  <Tag>{i18n._(operationTaskStatusLabels[task.status])}</Tag>
                  <Typography.Text type="secondary">
                    {[task.mine ? t`You` : task.assigneeName, task.dueDate ? t`Due ${formatDate(task.dueDate, 'date')}` : null].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
          ),
        }))}
      />
    </Card>
  );
}
