import { useMemo } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import {
  BulkActionsBar,
  ColumnSettingsButton,
  SavedViewsButton,
  LinkButton,
  ListExportButtons,
  ListPage,
  toTableState,
  useListBulkActions,
  useListColumnSettings,
  useListSearch,
} from '@kanri/ui';
import { licenseCategoryValues, licensesCsvEndpoint, licensesSearchSchema, type LicensesSearch } from '@kanri/contracts';
import { useLicenses } from '../api/get-licenses';
import { useLicensesCount } from '../api/get-licenses-count';
import { LicenseAreaNav } from '../components/license-area-nav';
import { licenseCategoryLabels } from '../components/license-labels';
import { LicensesTable, fixedLicenseColumns, useLicenseColumns } from '../components/licenses-table';
import { licensesTableId } from '../api/licenses-inventory-calls';
import { useLicenseBulkActions } from '../components/licenses-bulk-actions';

/**
 * `/licenses/inventory` (001 §2 "Licenses"; DECISIONS.md `/licenses` → `/licenses/inventory`): the
 * categories SAAS / INSTALLED / MW_OS / SCRATCH / ALL / EXPIRED as tabs (SAAS by default), free
 * text (name, vendor, notes), sort by name, paging, all kept in the URL (invalid values fall back
 * and the URL is rewritten); column settings (`tableId` `licenses`), the export as CSV or Excel of
 * what the list shows (its category, text, sort and visible columns; issue 31) and "Add license".
 * Rows can be ticked for bulk actions (issue 31 §2): unassign all seats, or retire (end on a day,
 * auto-renewal off), on the ticked rows or on all that match the filter (the count call's category
 * and free text); the bar makes no call until an action runs (the route's loader preloads every
 * call of the first render).
 */
export function LicensesPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(licensesSearchSchema);
  const list = useLicenses(search);
  const count = useLicensesCount(search);
  const columnSettings = useListColumnSettings(licensesTableId, useLicenseColumns(), { fixed: fixedLicenseColumns });
  // bulk actions: the filter as the count call takes it is what "all that match" means
  const filter = useMemo(() => ({ category: search.category, freeText: search.freeText || undefined }), [search.category, search.freeText]);
  const bulk = useListBulkActions({ filter, list, count, actions: useLicenseBulkActions() });
  return (
    <>
      <LicenseAreaNav />
      <ListPage
        title={t`Licenses`}
        extra={
          <>
            <SavedViewsButton settings={columnSettings} schema={licensesSearchSchema} />
            <ColumnSettingsButton settings={columnSettings} />
            <ListExportButtons
              endpoint={licensesCsvEndpoint}
              name="licenses"
              filters={{ category: search.category, freeText: search.freeText || undefined, sortColumn: search.sortColumn, sortOrder: search.sortOrder }}
              columns={columnSettings.visibleKeys}
            />
            <LinkButton type="primary" icon={<PlusOutlined />} to="/licenses/add">
              {t`Add license`}
            </LinkButton>
          </>
        }
        tabs={licenseCategoryValues.map((key) => ({ key, label: i18n._(licenseCategoryLabels[key]) }))}
        activeTab={search.category}
        onTabChange={(key) => setSearch({ category: key as LicensesSearch['category'], pageIndex: 0 })}
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by name, vendor or notes`}
      >
        <BulkActionsBar {...bulk.bar} />
        <LicensesTable {...toTableState(list, count)} columnSettings={columnSettings} search={search} onSearchChange={setSearch} tableProps={{ rowSelection: bulk.rowSelection }} />
      </ListPage>
    </>
  );
}
