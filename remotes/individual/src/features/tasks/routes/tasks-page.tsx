import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { ListPage, toTableState, useListSearch } from '@kanri/ui';
import { taskCategoryValues, tasksSearchSchema } from '@kanri/contracts';
import { useTasks, type TasksSearch } from '../api/get-tasks';
import { useTasksCount } from '../api/get-tasks-count';
import { TasksTable } from '../components/tasks-table';
import { taskCategoryLabels } from '../components/task-labels';
import { SelfServicePackages } from '../components/self-service-packages';

/**
 * `/individual` (001 §2 Individual area): the signed-in user's tasks (operation tasks assigned to
 * them: to-dos, forms, approvals, device self-reports), open ones first by due date, with to-do /
 * done / all tabs, free text, server sort and paging, kept in the URL; under them the self-service
 * packages the user may start.
 */
export function TasksPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(tasksSearchSchema);
  const list = useTasks(search);
  const count = useTasksCount(search);
  return (
    <ListPage
      title={t`My tasks`}
      description={t`Tasks assigned to you, such as reports and forms of your company's operation packages.`}
      tabs={taskCategoryValues.map((key) => ({ key, label: i18n._(taskCategoryLabels[key]) }))}
      activeTab={search.category}
      onTabChange={(key) => setSearch({ category: key as TasksSearch['category'], pageIndex: 0 })}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search tasks`}
    >
      <TasksTable
        {...toTableState(list, count)}
        search={search}
        onSearchChange={setSearch}
        today={dayjs().format('YYYY-MM-DD')}
      />
      <SelfServicePackages />
    </ListPage>
  );
}
