import { useLingui } from '@lingui/react/macro';
import { ListPage, toTableState, useListSearch } from '@kanri/ui';
import { placeCategoryValues, placesSearchSchema, type PlacesSearch } from '@kanri/contracts';
import { usePlaces } from '../api/get-places';
import { usePlacesCount } from '../api/get-places-count';
import { usePlaceTypes } from '../api/get-place-types';
import { PlacesTable } from '../components/places-table';
import { PlaceTypeFilters } from '../components/place-type-filters';
import { placeCategoryLabels } from '../components/place-labels';

/**
 * `/places` (000 §2 Places search, §3 Place): status categories as tabs (ALL by default), free
 * text, the three place-type filters, server sort (CODE, PLACE) and paging, all kept in the URL.
 */
export function PlacesPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(placesSearchSchema);
  const list = usePlaces(search);
  const count = usePlacesCount(search);
  const types = usePlaceTypes();
  return (
    <ListPage
      title={t`Places`}
      tabs={placeCategoryValues.map((key) => ({ key, label: i18n._(placeCategoryLabels[key]) }))}
      activeTab={search.category}
      onTabChange={(key) => setSearch({ category: key as PlacesSearch['category'], pageIndex: 0 })}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name, code, address or e-mail`}
      filters={<PlaceTypeFilters types={types.data?.items} search={search} onChange={(patch) => setSearch({ ...patch, pageIndex: 0 })} />}
    >
      <PlacesTable
        {...toTableState(list, count)}
        search={search}
        onSearchChange={setSearch}
      />
    </ListPage>
  );
}
