import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, ListExportButtons, ListPage, SavedViewsButton, toTableState, useListColumnSettings, useListSearch, LinkButton } from '@kanri/ui';
import { placeCategoryValues, placesCsvEndpoints, placesSearchSchema, type PlacesSearch } from '@kanri/contracts';
import { usePlaces } from '../api/get-places';
import { usePlacesCount } from '../api/get-places-count';
import { usePlaceTypes } from '../api/get-place-types';
import { PlacesTable, fixedPlaceColumns, usePlaceColumns } from '../components/places-table';
import { placesTableId } from '../api/places-list-calls';
import { PlaceTypeFilters } from '../components/place-type-filters';
import { placeCategoryLabels } from '../components/place-labels';

/**
 * `/places` (000 §2 Places search, §3 Place): status categories as tabs (ALL by default), free
 * text, the three place-type filters, server sort (CODE, PLACE) and paging, all kept in the URL.
 * Header actions: saved views (`SavedViewsButton`, issue 31 §4: the menu reads the views when it
 * first opens), the user's column settings (`tableId` `places`), add (`/places/add-select`), CSV
 * import (`/places/import-csv`) and the export of the list as filtered and sorted, with its visible
 * columns in order, as CSV or Excel (`ListExportButtons`, issue 31).
 */
export function PlacesPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(placesSearchSchema);
  const list = usePlaces(search);
  const count = usePlacesCount(search);
  const types = usePlaceTypes();
  const columnSettings = useListColumnSettings(placesTableId, usePlaceColumns(), { fixed: fixedPlaceColumns });
  const { category, freeText, businessPlaceTypeIdIn, officeTypeIdIn, ownershipTypeIdIn } = search;
  return (
    <ListPage
      title={t`Places`}
      tabs={placeCategoryValues.map((key) => ({ key, label: i18n._(placeCategoryLabels[key]) }))}
      activeTab={search.category}
      onTabChange={(key) => setSearch({ category: key as PlacesSearch['category'], pageIndex: 0 })}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name, code, address or e-mail`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={placesSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <LinkButton type="primary" icon={<PlusOutlined />} to="/places/add-select">
            {t`Add places`}
          </LinkButton>
          <LinkButton icon={<UploadOutlined />} to="/places/import-csv">
            {t`Import CSV`}
          </LinkButton>
          <ListExportButtons
            endpoint={placesCsvEndpoints.export}
            name="places"
            filters={{ category, freeText, businessPlaceTypeIdIn, officeTypeIdIn, ownershipTypeIdIn, sortColumn: search.sortColumn, sortOrder: search.sortOrder }}
            columns={columnSettings.visibleKeys}
          />
        </>
      }
      filters={<PlaceTypeFilters types={types.data?.items} search={search} onChange={(patch) => setSearch({ ...patch, pageIndex: 0 })} />}
    >
      <PlacesTable
        {...toTableState(list, count)}
        columnSettings={columnSettings}
        search={search}
        onSearchChange={setSearch}
      />
    </ListPage>
  );
}
