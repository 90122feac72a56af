import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useLingui } from '@lingui/react/macro';
import { ColumnSettingsButton, LinkButton, ListPage, MultiSelectFilter, SavedViewsButton, toTableState, useListColumnSettings, useListSearch } from '@kanri/ui';
import { fleetCategoryValues, fleetMainTypeValues, fleetsSearchSchema, type FleetCategory } from '@kanri/contracts';
import { useFleets } from '../api/get-fleets';
import { useFleetsCount } from '../api/get-fleets-count';
import { useFleetSettings } from '../api/get-fleet-settings';
import { FleetAreaNav } from '../components/fleet-area-nav';
import { fleetCategoryLabels, fleetFieldLabels, fleetMainTypeLabels } from '../components/fleet-labels';
import { FleetsTable, fixedFleetColumns, fleetsTableId, useFleetColumns } from '../components/fleets-table';

/**
 * `/fleets` (001 §2 "fleets"): the company's vehicles with the categories ACTIVE (default) /
 * IN_MAINTENANCE / RETIRED / ALL as tabs, a vehicle-type filter, free text (name, registration
 * number, maker, model, lease and insurance company), sort and paging, all kept in the URL (invalid
 * values fall back to their defaults and the URL is rewritten); "Add vehicle" opens the type choice.
 * The user's column settings (`tableId` `fleets`) and saved views (`SavedViewsButton`, issue 31 §4:
 * the menu reads the views when it first opens).
 */
export function FleetsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(fleetsSearchSchema);
  const list = useFleets(search);
  const count = useFleetsCount(search);
  const settings = useFleetSettings();
  const warnDays = { inspection: settings.data?.inspectionAlertDays ?? 60, insurance: settings.data?.insuranceAlertDays ?? 30 };
  const columnSettings = useListColumnSettings(fleetsTableId, useFleetColumns(warnDays), { fixed: fixedFleetColumns });
  return (
    <>
      <FleetAreaNav />
      <ListPage
        title={t`Vehicles`}
        extra={
          <>
            <SavedViewsButton settings={columnSettings} schema={fleetsSearchSchema} />
            <ColumnSettingsButton settings={columnSettings} />
            <LinkButton type="primary" icon={<PlusOutlined />} to="/fleets/add-select">
              {t`Add vehicle`}
            </LinkButton>
          </>
        }
        tabs={fleetCategoryValues.map((key) => ({ key, label: i18n._(fleetCategoryLabels[key]) }))}
        activeTab={search.category}
        onTabChange={(key) => setSearch({ category: key as FleetCategory, pageIndex: 0 })}
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by name, registration number, maker or model`}
        filters={
          <MultiSelectFilter
            label={i18n._(fleetFieldLabels.mainType)}
            value={search.mainType}
            options={fleetMainTypeValues.map((value) => ({ value, label: i18n._(fleetMainTypeLabels[value]) }))}
            onChange={(mainType) => setSearch({ mainType, pageIndex: 0 })}
          />
        }
      >
        <FleetsTable {...toTableState(list, count)} columnSettings={columnSettings} search={search} onSearchChange={setSearch} warnDays={warnDays} />
      </ListPage>
    </>
  );
}
