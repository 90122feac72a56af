import { Segmented } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, LinkButton, ListPage, SavedViewsButton, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import {
  softwareIntegrationFilterValues,
  softwareSearchSchema,
  softwareStatusFilterValues,
  type SoftwareSearch,
} from '@kanri/contracts';
import { useSoftware } from '../api/list-software';
import { useSoftwareCount } from '../api/get-software-count';
import { SoftwareTable, fixedSoftwareColumns, useSoftwareColumns } from '../components/software-table';
import { softwareRegistryTableId } from '../api/software-registry-calls';
import { RefreshAllButton } from '../components/refresh-all-button';
import { softwareIntegrationFilterLabels, softwareStatusFilterLabels } from '../components/software-list-labels';

/**
 * `/software/registry` (001 §2 Software; DECISIONS.md "Routing"), the landing page after sign-in:
 * the software types as tabs (`status`, default SAAS), the `integration` filter with SaaS, free
 * text, server sort and paging, all kept in the URL; column settings (`tableId`
 * `software-registry`, preloaded by the route's loader) and the saved views (issue 31 §4: the Views
 * menu, loaded and read only when used, `SavedViewsButton`); "Refresh all" (every integration's
 * accounts) and "Add" (`/software/add`).
 */
export function SoftwareRegistryPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(softwareSearchSchema);
  const list = useSoftware(search);
  const count = useSoftwareCount(search);
  const columnSettings = useListColumnSettings(softwareRegistryTableId, useSoftwareColumns(), { fixed: fixedSoftwareColumns });
  return (
    <ListPage
      title={t`Software registry`}
      tabs={softwareStatusFilterValues.map((key) => ({ key, label: i18n._(softwareStatusFilterLabels[key]) }))}
      activeTab={search.status}
      onTabChange={(key) => setSearch({ status: key as SoftwareSearch['status'], pageIndex: 0 })}
      freeText={search.freeText ?? ''}
      onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
      searchLabel={t`Search by name or vendor`}
      extra={
        <>
          <SavedViewsButton settings={columnSettings} schema={softwareSearchSchema} />
          <ColumnSettingsButton settings={columnSettings} />
          <RefreshAllButton />
          <LinkButton to="/software/add" type="primary">
            {t`Add`}
          </LinkButton>
        </>
      }
      filters={
        search.status === 'SAAS' ? (
          <Segmented
            aria-label={t`Integration`}
            value={search.integration}
            options={softwareIntegrationFilterValues.map((value) => ({ value, label: i18n._(softwareIntegrationFilterLabels[value]) }))}
            onChange={(integration) => setSearch({ integration, pageIndex: 0 })}
          />
        ) : undefined
      }
    >
      <SoftwareTable
        {...toTableState(list, count)}
        columnSettings={columnSettings}
        search={search}
        onSearchChange={setSearch}
      />
    </ListPage>
  );
}
