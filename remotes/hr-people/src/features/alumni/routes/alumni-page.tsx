import { Checkbox, Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, ListExportButtons, ListPage, SavedViewsButton, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { alumniCategoryValues, alumniCsvEndpoint, alumniSearchSchema, type AlumniCategory, type AlumniSearch } from '@kanri/contracts';
import { useAlumni, useAlumniCount, useAlumniFilterOptions } from '../api/get-alumni';
import { alumniFiltersOf, alumniTableId } from '../api/alumni-calls';
import { AlumniTable, fixedAlumniColumns, useAlumniColumns } from '../components/alumni-table';
import { PeopleIdFilters } from '../../../components/people-list-parts';
import { alumniCategoryLabels } from '../components/alumni-labels';

/**
 * `/people/alumni` (001 §2 "Alumni list", §4, §7 `GET /v2/alumnus`, `/count`, `GET /v2/people-csv/alumni`):
 * the `*_ALUMNI` categories as tabs, the option "leaving within a month" (URL `leavingWithinMonth=true`:
 * the calls get `leavingDateFrom`/`leavingDateTo`, one month back to today), the workforce's five id
 * filters, free text, server sort (latest leavers first) and paging, all kept in the URL; the user's
 * column settings (`tableId` `people-alumni`) and saved views (`SavedViewsButton`, issue 31 §4: the
 * menu reads the views when it first opens); the export writes every row the search selects, with
 * the visible columns in order.
 */
export function AlumniPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(alumniSearchSchema);
  const list = useAlumni(search);
  const count = useAlumniCount(search);
  const options = useAlumniFilterOptions().data;
  const columnSettings = useListColumnSettings(alumniTableId, useAlumniColumns(), { fixed: fixedAlumniColumns });
  const patch = (p: Partial<AlumniSearch>) => setSearch({ ...p, pageIndex: 0 });
  return (
    <ListPage
      title={t`Alumni`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={alumniSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <ListExportButtons
            endpoint={alumniCsvEndpoint}
            name="alumni"
            filters={{ ...alumniFiltersOf(search), sortColumn: search.sortColumn, sortOrder: search.sortOrder }}
            columns={columnSettings.visibleKeys}
          />
        </>
      }
      tabs={alumniCategoryValues.map((key) => ({ key, label: i18n._(alumniCategoryLabels[key]) }))}
      activeTab={search.category}
      onTabChange={(key) => patch({ category: key as AlumniCategory })}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => patch({ freeText })}
      searchLabel={t`Search by name, e-mail or worker number`}
      filters={
        <Space wrap>
          <Checkbox checked={search.leavingWithinMonth} onChange={(e) => patch({ leavingWithinMonth: e.target.checked })}>
            {t`Left within the last month`}
          </Checkbox>
          <PeopleIdFilters options={options} value={search} onChange={patch} />
        </Space>
      }
    >
      <AlumniTable {...toTableState(list, count)} columnSettings={columnSettings} search={search} onSearchChange={setSearch} />
    </ListPage>
  );
}
