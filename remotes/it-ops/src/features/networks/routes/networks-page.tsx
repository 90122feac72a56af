import { useLingui } from '@lingui/react/macro';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ColumnSettingsButton, SavedViewsButton, ListPage, MultiSelectFilter, toTableState, useListColumnSettings, useListSearch, LinkButton } from '@kanri/ui';
import { networkCategoryFilterValues, networksSearchSchema, networkTypeValues, type NetworksSearch } from '@kanri/contracts';
import { useNetworks } from '../api/get-networks';
import { useNetworksCount } from '../api/get-networks-count';
import { NetworksTable, fixedNetworkColumns, useNetworkColumns } from '../components/networks-table';
import { networksTableId } from '../api/networks-list-calls';
import { networkCategoryFilterLabels, networkFieldLabels, networkTypeLabels } from '../components/network-labels';

/**
 * `/networks` (000 §2 "Networks" search, §3 list row): the network categories as tabs (`ALL` by
 * default), free text, the `networkType` multi-select filter, server sort (`NETWORK_NAME` default)
 * and paging (100 / 0), all kept in the URL (invalid values fall back and the URL is rewritten);
 * the user's column settings (which columns, in which order; `tableId` `networks`), and an "Add
 * network" button to `/networks/add`.
 */
export function NetworksPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(networksSearchSchema);
  const list = useNetworks(search);
  const count = useNetworksCount(search);
  const columnSettings = useListColumnSettings(networksTableId, useNetworkColumns(), { fixed: fixedNetworkColumns });
  return (
    <ListPage
      title={t`Networks`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={networksSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <LinkButton type="primary" icon={<PlusOutlined />} to="/networks/add">
            {t`Add network`}
          </LinkButton>
        </>
      }
      tabs={networkCategoryFilterValues.map((key) => ({ key, label: i18n._(networkCategoryFilterLabels[key]) }))}
      activeTab={search.networkCategory}
      onTabChange={(key) => setSearch({ networkCategory: key as NetworksSearch['networkCategory'], pageIndex: 0 })}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name, purpose or admin contact`}
      filters={
        <MultiSelectFilter
          label={i18n._(networkFieldLabels['networkInformation.networkType'])}
          value={search.networkType}
          options={networkTypeValues.map((value) => ({ value, label: i18n._(networkTypeLabels[value]) }))}
          onChange={(networkType) => setSearch({ networkType, pageIndex: 0 })}
        />
      }
    >
      <NetworksTable
        {...toTableState(list, count)}
        columnSettings={columnSettings}
        search={search}
        onSearchChange={setSearch}
      />
    </ListPage>
  );
}
