import { useLingui } from '@lingui/react/macro';
import { ListExportButtons, ListPage, toTableState, useListSearch } from '@kanri/ui';
import { peopleCsvEndpoint, peopleMenuValues, peopleSearchSchema, type PeopleMenu } from '@kanri/contracts';
import { usePeople } from '../api/get-people';
import { usePeopleCount } from '../api/get-people-count';
import { usePeopleFilterOptions } from '../api/get-people-filter-options';
import { PeopleTable } from '../components/people-table';
import { WorkforceFilters } from '../components/workforce-filters';
import { peopleMenuLabels } from '../components/people-labels';
import { workforceCategoriesOf } from '../components/workforce-categories';

/**
 * `/people/workforce` (001 §2 People "Workforce list"): the worker kinds as menu tabs, the
 * category and id filters, free text, server sort and paging (100), all kept in the URL; the CSV
 * export (`GET /v2/people-csv/all-member`) writes every row the filters, text and sort select.
 */
export function WorkforcePage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(peopleSearchSchema);
  const list = usePeople(search);
  const count = usePeopleCount(search);
  const options = usePeopleFilterOptions();
  const changeMenu = (menu: PeopleMenu) => setSearch({ menu, category: workforceCategoriesOf(menu)[0], pageIndex: 0 });
  return (
    <ListPage
      title={t`Workforce`}
      extra={
        <ListExportButtons
          endpoint={peopleCsvEndpoint}
          name="people"
          filters={{
            menu: search.menu, category: search.category, departmentIdIn: search.departmentIdIn, positionIdIn: search.positionIdIn,
            jobTypeIdIn: search.jobTypeIdIn, workerTypeIn: search.workerTypeIn, placeIdIn: search.placeIdIn,
            freeText: search.freeText || undefined, sortColumn: search.sortColumn, sortOrder: search.sortOrder,
          }}
        />
      }
      tabs={peopleMenuValues.map((key) => ({ key, label: i18n._(peopleMenuLabels[key]) }))}
      activeTab={search.menu}
      onTabChange={(key) => changeMenu(key as PeopleMenu)}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name, e-mail or worker number`}
      filters={<WorkforceFilters options={options.data} search={search} onChange={(patch) => setSearch({ ...patch, pageIndex: 0 })} />}
    >
      <PeopleTable
        {...toTableState(list, count)}
        search={search}
        onSearchChange={setSearch}
      />
    </ListPage>
  );
}
