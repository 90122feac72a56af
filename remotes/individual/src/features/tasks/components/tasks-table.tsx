import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, EmptyState, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { Task, TaskStatus } from '@kanri/contracts';
import { taskStatusLabels } from './task-labels';

const statusColor: Record<TaskStatus, string> = { NOT_STARTED: 'default', IN_PROGRESS: 'blue', DONE: 'green' };

/** Props of {@link TasksTable}: the `DataTable` props but its columns (rows, total, state, search). */
export type TasksTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<Task, Search> & {
  /** Today as YYYY-MM-DD, to mark overdue tasks (a prop so that tests are stable). */
  today: string;
};

/**
 * The signed-in user's tasks: title (a link to the task), operation package, status, due date
 * (marked "Overdue" when past and not done) and when the task was created.
 */
export function TasksTable<Search extends DataTableSearch>({ today, ...props }: TasksTableProps<Search>) {
  const { t, i18n } = useLingui();
  const columns: TableColumnsType<Task> = [
    { key: 'TITLE', title: t`Task`, sorter: true, render: (_, row) => <Link to={`/individual/task/${row.id}`}>{row.title}</Link> },
    { key: 'operationPackage', title: t`Operation package`, render: (_, row) => row.operationPackageName },
    { key: 'status', title: t`Status`, render: (_, row) => <Tag color={statusColor[row.status]}>{i18n._(taskStatusLabels[row.status])}</Tag> },
    {
      key: 'DUE_DATE',
      title: t`Due date`,
      sorter: true,
      render: (_, row) =>
        row.dueDate ? (
          <>
            {formatDate(row.dueDate, 'date')}
            {row.status !== 'DONE' && row.dueDate < today ? (
              <Tag color="red" style={{ marginInlineStart: 8 }}>
                {t`Overdue`}
              </Tag>
            ) : null}
          </>
        ) : null,
    },
    { key: 'CREATED_AT', title: t`Created`, sorter: true, render: (_, row) => formatDate(row.createdAt, 'date') },
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
