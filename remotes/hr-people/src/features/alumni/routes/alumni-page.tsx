import { Checkbox, Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { CsvExportButton, ListPage, MultiSelectFilter, toTableState, useListSearch } from '@kanri/ui';
import { alumniCategoryValues, alumniCsvEndpoint, alumniSearchSchema, workerTypeLabels, workerTypeValues, type AlumniCategory, type AlumniSearch } from '@kanri/contracts';
import { alumniFiltersOf, useAlumni, useAlumniCount, useAlumniFilterOptions } from '../api/get-alumni';
import { AlumniTable } from '../components/alumni-table';
import { alumniCategoryLabels } from '../components/alumni-labels';

type IdFilter = 'departmentIdIn' | 'positionIdIn' | 'jobTypeIdIn' | 'placeIdIn';

/**
 * `/people/alumni` (001 §2 "Alumni list", §4, §7 `GET /v2/alumnus`, `/count`, `GET /v2/people-csv/alumni`):
 * the `*_ALUMNI` categories as tabs, the option "leaving within a month" (URL `leavingWithinMonth=true`:
 * the calls get `leavingDateFrom`/`leavingDateTo`, one month back to today), the workforce's five id
 * filters, free text, server sort (latest leavers first) and paging, all kept in the URL; the CSV
 * export writes every row the search selects.
 */
export function AlumniPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(alumniSearchSchema);
  const list = useAlumni(search);
  const count = useAlumniCount(search);
  const options = useAlumniFilterOptions().data;
  const patch = (p: Partial<AlumniSearch>) => setSearch({ ...p, pageIndex: 0 });
  const idFilters: { key: IdFilter; label: string; items: { id: string; name: string }[] | undefined }[] = [
    { key: 'departmentIdIn', label: t`Department`, items: options?.departments },
    { key: 'positionIdIn', label: t`Position`, items: options?.positions },
    { key: 'jobTypeIdIn', label: t`Job type`, items: options?.jobTypes },
    { key: 'placeIdIn', label: t`Place`, items: options?.places },
  ];
  return (
    <ListPage
      title={t`Alumni`}
      extra={<CsvExportButton endpoint={alumniCsvEndpoint} mode="view" name="alumni" filters={{ ...alumniFiltersOf(search), sortColumn: search.sortColumn, sortOrder: search.sortOrder }} />}
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
          {idFilters.map(({ key, label, items }) => (
            <MultiSelectFilter
              key={key}
              label={label}
              value={search[key]}
              options={items?.map((item) => ({ value: item.id, label: item.name }))}
              onChange={(ids) => patch({ [key]: ids })}
            />
          ))}
          <MultiSelectFilter
            label={t`Worker type`}
            value={search.workerTypeIn}
            options={workerTypeValues.map((value) => ({ value, label: i18n._(workerTypeLabels[value]) }))}
            onChange={(workerTypeIn) => patch({ workerTypeIn })}
          />
        </Space>
      }
    >
      <AlumniTable {...toTableState(list, count)} search={search} onSearchChange={setSearch} />
    </ListPage>
  );
}
