import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BulkActionsBar, ColumnSettingsButton, ListExportButtons, ListPage, SavedViewsButton, toTableState, useListBulkActions, useListColumnSettings, useListSearch, LinkButton } from '@kanri/ui';
import { equipmentCategoryValues, equipmentCsvEndpoints, equipmentSearchSchema, type EquipmentSearch } from '@kanri/contracts';
import { useEquipmentList } from '../api/get-equipment-list';
import { useEquipmentCount } from '../api/get-equipment-count';
import { useEquipmentTypes } from '../api/get-equipment-types';
import { useEquipmentItems } from '../api/get-equipment-items';
import { useWorkerOptions } from '../api/get-worker-options';
import { usePlaceOptions } from '../api/get-place-options';
import { EquipmentTable, fixedEquipmentColumns, useEquipmentColumns } from '../components/equipment-table';
import { equipmentTableId } from '../api/equipment-list-calls';
import { EquipmentFilters } from '../components/equipment-filters';
import { equipmentCategoryLabels } from '../components/equipment-labels';
import { useEquipmentBulkActions } from '../components/equipment-bulk-actions';

/** The equipment search as `DataTable` reads it: 001 §2 names the direction `orderDirection`, the table `sortOrder`. */
type EquipmentTableSearch = EquipmentSearch & { sortOrder: EquipmentSearch['orderDirection'] };

/**
 * `/equipment` (001 §2 Equipment): category tabs (ALL by default, DISPOSED, PENDING_DISPOSAL), free
 * text, the type, item, assigned person and assigned place filters, server sort
 * (`sortColumn`/`orderDirection`) and paging, all kept in the URL (invalid values fall back to
 * their defaults and the URL is rewritten). Header actions: add (`/equipment/add-select`), CSV
 * import, export of the list as filtered and sorted, with its visible columns in order, as CSV or
 * Excel (`ListExportButtons`, 001 §7, issue 31) and settings; the user's column settings (`tableId`
 * `equipment`) and saved views (`SavedViewsButton`, issue 31 §4: the menu reads the views when it
 * first opens). Rows can be ticked for
 * bulk actions (issue 31 §2): enable or disable the ticked rows or all that match the filter (the
 * count call's query); the bar makes no call until an action runs (the route's loader preloads every
 * call of the first render).
 */
export function EquipmentPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(equipmentSearchSchema);
  const list = useEquipmentList(search);
  const count = useEquipmentCount(search);
  const types = useEquipmentTypes();
  const items = useEquipmentItems();
  const workers = useWorkerOptions();
  const places = usePlaceOptions();
  const columnSettings = useListColumnSettings(equipmentTableId, useEquipmentColumns(), { fixed: fixedEquipmentColumns });
  const { category, freeText, equipmentTypeIdIn, equipmentItemIdIn, assignedWorkerIdIn, placementPlaceIdIn } = search;
  const tableSearch: EquipmentTableSearch = { ...search, sortOrder: search.orderDirection };
  const onTableChange = ({ sortOrder, ...patch }: Partial<EquipmentTableSearch>) =>
    setSearch(sortOrder === undefined ? patch : { ...patch, orderDirection: sortOrder });
  const chosenTypes = new Set(equipmentTypeIdIn);
  // bulk actions: the filter as the count call takes it is what "all that match" means
  const filter = useMemo(
    () => ({ category, freeText: freeText || undefined, equipmentTypeIdIn, equipmentItemIdIn, assignedWorkerIdIn, placementPlaceIdIn }),
    [category, freeText, equipmentTypeIdIn, equipmentItemIdIn, assignedWorkerIdIn, placementPlaceIdIn],
  );
  const bulk = useListBulkActions({ filter, list, count, actions: useEquipmentBulkActions() });

  return (
    <ListPage
      title={t`Equipment`}
      tabs={equipmentCategoryValues.map((key) => ({ key, label: i18n._(equipmentCategoryLabels[key]) }))}
      activeTab={category}
      onTabChange={(key) => setSearch({ category: key as EquipmentSearch['category'], pageIndex: 0 })}
      freeText={freeText ?? ''}
      onFreeTextChange={(text) => setSearch({ freeText: text, pageIndex: 0 })}
      searchLabel={t`Search by name, model, serial number, asset tag or person`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={equipmentSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <LinkButton type="primary" icon={<PlusOutlined />} to="/equipment/add-select">
            {t`Add equipment`}
          </LinkButton>
          <LinkButton icon={<UploadOutlined />} to="/equipment/import-csv">
            {t`Import CSV`}
          </LinkButton>
          <ListExportButtons
            endpoint={equipmentCsvEndpoints.export}
            name="equipment"
            filters={{ category, freeText, equipmentTypeIdIn, equipmentItemIdIn, assignedWorkerIdIn, placementPlaceIdIn, sortColumn: search.sortColumn, orderDirection: search.orderDirection }}
            columns={columnSettings.visibleKeys}
          />
          <LinkButton icon={<SettingOutlined />} to="/equipment/settings">
            {t`Settings`}
          </LinkButton>
        </>
      }
      filters={
        <EquipmentFilters
          search={search}
          onChange={(patch) => setSearch({ ...patch, pageIndex: 0 })}
          options={{
            equipmentTypeIdIn: types.data?.items.map((type) => ({ value: type.id, label: type.name })),
            equipmentItemIdIn: items.data?.items
              .filter((item) => chosenTypes.size === 0 || chosenTypes.has(item.equipmentTypeId))
              .map((item) => ({ value: item.id, label: item.name })),
            assignedWorkerIdIn: workers.data?.items.map((worker) => ({ value: worker.personId, label: worker.name })),
            placementPlaceIdIn: places.data?.places.map((place) => ({ value: place.id, label: place.name })),
          }}
        />
      }
    >
      <BulkActionsBar {...bulk.bar} />
      <EquipmentTable {...toTableState(list, count)} columnSettings={columnSettings} search={tableSearch} onSearchChange={onTableChange} tableProps={{ rowSelection: bulk.rowSelection }} />
    </ListPage>
  );
}
