import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import CloudSyncOutlined from '@ant-design/icons/CloudSyncOutlined';
import {
  BulkActionsBar,
  ColumnSettingsButton,
  SavedViewsButton,
  ListExportButtons,
  LinkButton,
  ListPage,
  toTableState,
  useListBulkActions,
  useListColumnSettings,
  useListSearch,
} from '@kanri/ui';
import {
  deviceCategoryValues,
  devicesCsvEndpoints,
  devicesSearchSchema,
  devicesTableId,
  deviceSortOrderOf,
  type DevicesSearch,
} from '@kanri/contracts';
import { useDevices, useDevicesCount } from '../api/get-devices';
import { DevicesTable, fixedDeviceColumns, useDeviceColumns } from '../components/devices-table';
import { deviceCategoryLabels } from '../components/device-labels';
import { DeviceAreaNav } from '../components/device-area-nav';
import { GenreFilter } from '../components/genre-filter';
import { useDeviceBulkActions } from '../components/devices-bulk-actions';

/**
 * `/devices/inventory` (001 §2 "Devices" inventory search; `/devices` redirects here): category
 * tabs (`ALL` default), the genres multi-select, free text, server sort (name, model, device tag,
 * asset tag; `orderDirection` accepted as an alias of `sortOrder` and folded into it on the first
 * sort change) and paging, all in the URL (invalid values fall back and the URL is rewritten); the
 * user's column settings (`tableId` `devices`), CSV export of the list as filtered, and links to add
 * a device and to the MDM / IT SaaS sources. Rows can be ticked for bulk actions (issue 31 §2): check
 * in, change status, assign to a place — on the ticked rows or on all that match the filter; the
 * bar makes no call until an action runs (the route's loader preloads every call of the first render).
 */
export function DevicesPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(devicesSearchSchema);
  const list = useDevices(search);
  const count = useDevicesCount(search);
  const columnSettings = useListColumnSettings(devicesTableId, useDeviceColumns(), { fixed: fixedDeviceColumns });
  // the table reads and writes `sortOrder`; the alias is dropped once the user sorts
  const tableSearch = useMemo(() => ({ ...search, sortOrder: deviceSortOrderOf(search) }), [search]);
  const onTableChange = (patch: Partial<DevicesSearch>) => setSearch('sortOrder' in patch ? { ...patch, orderDirection: undefined } : patch);
  // bulk actions: the filter as the count call takes it is what "all that match" means
  const filter = useMemo(() => ({ category: search.category, genres: search.genres, freeText: search.freeText || undefined }), [search.category, search.genres, search.freeText]);
  const bulk = useListBulkActions({ filter, list, count, actions: useDeviceBulkActions() });
  return (
    <>
      <DeviceAreaNav />
      <ListPage
      title={t`Devices`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={devicesSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <ListExportButtons
            endpoint={devicesCsvEndpoints.export}
            name="devices"
            filters={{ category: search.category, genres: search.genres, freeText: search.freeText || undefined, sortColumn: search.sortColumn, sortOrder: tableSearch.sortOrder }}
            columns={columnSettings.visibleKeys}
          />
          <LinkButton icon={<CloudSyncOutlined />} to="/devices/external-it-saas">
            {t`Import from MDM / IT SaaS`}
          </LinkButton>
          <LinkButton type="primary" icon={<PlusOutlined />} to="/devices/add">
            {t`Add device`}
          </LinkButton>
        </>
      }
      tabs={deviceCategoryValues.map((key) => ({ key, label: i18n._(deviceCategoryLabels[key]) }))}
      activeTab={search.category}
      onTabChange={(key) => setSearch({ category: key as DevicesSearch['category'], pageIndex: 0 })}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name, maker, model, serial number or tag`}
      filters={<GenreFilter value={search.genres} onChange={(genres) => setSearch({ genres, pageIndex: 0 })} />}
    >
      <BulkActionsBar {...bulk.bar} />
      <DevicesTable {...toTableState(list, count)} columnSettings={columnSettings} search={tableSearch} onSearchChange={onTableChange} tableProps={{ rowSelection: bulk.rowSelection }} />
      </ListPage>
    </>
  );
}
