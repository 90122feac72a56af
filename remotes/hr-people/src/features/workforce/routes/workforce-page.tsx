import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  BulkActionsBar,
  ColumnSettingsButton,
  ListExportButtons,
  ListPage,
  SavedViewsButton,
  toTableState,
  useListBulkActions,
  useListColumnSettings,
  useListSearch,
} from '@kanri/ui';
import { peopleCsvEndpoint, peopleMenuValues, peopleSearchSchema, type PeopleMenu } from '@kanri/contracts';
import { usePeople } from '../api/get-people';
import { usePeopleCount } from '../api/get-people-count';
import { usePeopleFilterOptions } from '../api/get-people-filter-options';
import { PeopleTable, fixedWorkforceColumns, useWorkforceColumns } from '../components/people-table';
import { WorkforceFilters } from '../components/workforce-filters';
import { peopleMenuLabels } from '../components/people-labels';
import { workforceCategoriesOf, workforceSearchOf } from '../components/workforce-categories';
import { useWorkforceBulkActions } from '../components/workforce-bulk-actions';
import { workforceCalls, workforceTableId } from '../api/workforce-calls';

/**
 * `/people/workforce` (001 §2 People "Workforce list"): the worker kinds as menu tabs, the
 * category and id filters, free text, server sort and paging (100), all kept in the URL; the CSV
 * export (`GET /v2/people-csv/all-member`) writes every row the filters, text and sort select.
 * Rows can be ticked for bulk actions (issue 31 §2): change department, change position — on the
 * ticked rows or on all that match the filter (the count call's query); the bar makes no call until
 * an action runs, and the position dialog reads its choices when it opens (the route's loader
 * preloads every call of the first render). The user's column settings (`tableId`
 * `people-workforce`) and saved views (`SavedViewsButton`, issue 31 §4: the menu reads the views
 * when it first opens); the export writes the visible columns in order.
 */
export function WorkforcePage() {
  const { t, i18n } = useLingui();
  const [urlSearch, setSearch] = useListSearch(peopleSearchSchema);
  const search = useMemo(() => workforceSearchOf(urlSearch), [urlSearch]);
  const list = usePeople(search);
  const count = usePeopleCount(search);
  const options = usePeopleFilterOptions();
  const changeMenu = (menu: PeopleMenu) => setSearch({ menu, category: workforceCategoriesOf(menu)[0], pageIndex: 0 });
  // bulk actions: the filter as the count call takes it is what "all that match" means
  const filter = useMemo<Record<string, unknown>>(() => ({ ...workforceCalls(search).count.input.query }), [search]);
  const columnSettings = useListColumnSettings(workforceTableId, useWorkforceColumns(), { fixed: fixedWorkforceColumns });
  const bulk = useListBulkActions({ filter, list, count, actions: useWorkforceBulkActions() });
  return (
    <ListPage
      title={t`Workforce`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={peopleSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <ListExportButtons
            endpoint={peopleCsvEndpoint}
            name="people"
            filters={{
              menu: search.menu, category: search.category, departmentIdIn: search.departmentIdIn, positionIdIn: search.positionIdIn,
              jobTypeIdIn: search.jobTypeIdIn, workerTypeIn: search.workerTypeIn, placeIdIn: search.placeIdIn,
              freeText: search.freeText || undefined, sortColumn: search.sortColumn, sortOrder: search.sortOrder,
            }}
            columns={columnSettings.visibleKeys}
          />
        </>
      }
      tabs={peopleMenuValues.map((key) => ({ key, label: i18n._(peopleMenuLabels[key]) }))}
      activeTab={search.menu}
      onTabChange={(key) => changeMenu(key as PeopleMenu)}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name, e-mail or worker number`}
      filters={<WorkforceFilters options={options.data} search={search} onChange={(patch) => setSearch({ ...patch, pageIndex: 0 })} />}
    >
      <BulkActionsBar {...bulk.bar} />
      <PeopleTable
        {...toTableState(list, count)}
        columnSettings={columnSettings}
        search={search}
        onSearchChange={setSearch}
        tableProps={{ rowSelection: bulk.rowSelection }}
      />
    </ListPage>
  );
}
