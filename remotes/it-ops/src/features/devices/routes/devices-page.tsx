import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import CloudSyncOutlined from '@ant-design/icons/CloudSyncOutlined';
import {
  ColumnSettingsButton,
  SavedViewsButton,
  ListExportButtons,
  LinkButton,
  ListPage,
  toSettingsColumns,
  toTableState,
  useColumnSettings,
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

/**
 * `/devices/inventory` (001 §2 "Devices" inventory search; `/devices` redirects here): category
 * tabs (`ALL` default), the genres multi-select, free text, server sort (name, model, device tag,
 * asset tag; `orderDirection` accepted as an alias of `sortOrder` and folded into it on the first
 * sort change) and paging, all in the URL (invalid values fall back and the URL is rewritten); the
 * user's column settings (`tableId` `devices`), CSV export of the list as filtered, and links to add
 * a device and to the MDM / IT SaaS sources.
 */
export function DevicesPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(devicesSearchSchema);
  const list = useDevices(search);
  const count = useDevicesCount(search);
  const columns = useDeviceColumns();
  const settingsColumns = useMemo(() => toSettingsColumns(columns, { fixed: fixedDeviceColumns }), [columns]);
  const columnSettings = useColumnSettings(devicesTableId, settingsColumns);
  // the table reads and writes `sortOrder`; the alias is dropped once the user sorts
  const tableSearch = useMemo(() => ({ ...search, sortOrder: deviceSortOrderOf(search) }), [search]);
  const onTableChange = (patch: Partial<DevicesSearch>) => setSearch('sortOrder' in patch ? { ...patch, orderDirection: undefined } : patch);
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
      <DevicesTable {...toTableState(list, count)} columnSettings={columnSettings} search={tableSearch} onSearchChange={onTableChange} />
      </ListPage>
    </>
  );
}
