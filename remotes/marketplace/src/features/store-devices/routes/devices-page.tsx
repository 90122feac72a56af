import { useLingui } from '@lingui/react/macro';
import { ListPage, toTableState, useListSearch } from '@kanri/ui';
import { marketplaceDevicesSearchSchema } from '@kanri/contracts';
import { useMarketplaceDevices } from '../api/get-marketplace-devices';
import { useMarketplaceDevicesCount } from '../api/get-marketplace-devices-count';
import { DevicesTable } from '../components/devices-table';

/**
 * `/marketplace/store/devices` (000 §2; 001 §9): the store's device products with free text,
 * server sort and paging (10 per page by default), kept in the URL. Rendered inside the store
 * layout, which has already checked that the company is a customer.
 */
export function DevicesPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(marketplaceDevicesSearchSchema);
  const list = useMarketplaceDevices(search);
  const count = useMarketplaceDevicesCount(search);
  return (
    <ListPage
      headingLevel={2}
      title={t`Devices`}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name, maker or model`}
    >
      <DevicesTable
        {...toTableState(list, count)}
        search={search}
        onSearchChange={setSearch}
      />
    </ListPage>
  );
}
