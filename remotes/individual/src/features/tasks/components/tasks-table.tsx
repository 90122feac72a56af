import { Flex, Grid, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, EmptyState, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import { operationTaskKindLabels, operationTaskStatusLabels, type Task } from '@kanri/contracts';
import { taskStatusColors } from './task-labels';

/** Props of {@link TasksTable}: the `DataTable` props but its columns (rows, total, state, search). */
export type TasksTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<Task, Search> & {
  /** Today as YYYY-MM-DD, to mark overdue tasks (a prop so that tests are stable). */
  today: string;
};

/** Whether a task is past its due date and still to be done (`today` YYYY-MM-DD). */
export const isOverdue = (task: Pick<Task, 'status' | 'dueDate'>, today: string) =>
  task.dueDate !== null && task.dueDate < today && (task.status === 'NOT_STARTED' || task.status === 'IN_PROGRESS');

/**
 * The signed-in user's tasks. The first column carries everything a phone needs (the task as a
 * link to `/individual/task/{id}`, its kind, step, package and subject, the due date with an
 * "Overdue" mark); from `md` up the kind, package, status and due date also have their columns.
 */
export function TasksTable<Search extends DataTableSearch>({ today, ...props }: TasksTableProps<Search>) {
  const { t, i18n } = useLingui();
  // below md (phones) the other columns are hidden: the first one shows kind, status and due date
  const compact = !Grid.useBreakpoint().md;
  const due = (row: Task) =>
    row.dueDate ? (
      <span>
        {formatDate(row.dueDate, 'date')}
        {isOverdue(row, today) ? (
          <Tag color="red" style={{ marginInlineStart: 8 }}>
            {t`Overdue`}
          </Tag>
        ) : null}
      </span>
    ) : null;
  const columns: TableColumnsType<Task> = [
    {
      key: 'TITLE',
      title: t`Task`,
      sorter: true,
      render: (_, row) => (
        <Flex vertical gap={2}>
          <Link to={`/individual/task/${row.id}`} style={{ fontSize: 16, paddingBlock: 6, display: 'inline-block' }}>
            {row.title}
          </Link>
          <Typography.Text type="secondary">
            {[row.operationPackageName, row.stepName, row.subjectName].filter(Boolean).join(' · ')}
          </Typography.Text>
          {compact ? (
            <Flex wrap gap={4} align="center">
              <Tag>{i18n._(operationTaskKindLabels[row.kind])}</Tag>
              <Tag color={taskStatusColors[row.status]}>{i18n._(operationTaskStatusLabels[row.status])}</Tag>
              {due(row)}
            </Flex>
          ) : null}
        </Flex>
      ),
    },
    { key: 'kind', title: t`Kind`, responsive: ['md'], render: (_, row) => <Tag>{i18n._(operationTaskKindLabels[row.kind])}</Tag> },
    { key: 'status', title: t`Status`, responsive: ['md'], render: (_, row) => <Tag color={taskStatusColors[row.status]}>{i18n._(operationTaskStatusLabels[row.status])}</Tag> },
    { key: 'DUE_DATE', title: t`Due date`, sorter: true, responsive: ['md'], render: (_, row) => due(row) },
    { key: 'CREATED_AT', title: t`Created`, sorter: true, responsive: ['lg'], render: (_, row) => formatDate(row.createdAt, 'date') },
  ];
  return (
    <DataTable
      rowKey="id"
      columns={columns}
      caption={t`My tasks`}
      empty={<EmptyState title={t`You have no tasks right now`} description={t`When your company asks you for something, it will appear here.`} />}
      {...props}
    />
  );
}
