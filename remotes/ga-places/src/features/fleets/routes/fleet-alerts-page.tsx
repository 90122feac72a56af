import { Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, ListPage, toTableState, useListSearch } from '@kanri/ui';
import { fleetAlertCategoryValues, fleetAlertsSearchSchema, type FleetAlert, type FleetAlertCategory } from '@kanri/contracts';
import { useFleetAlerts, useFleetAlertsCount } from '../api/get-fleet-alerts';
import { useFleetSettings } from '../api/get-fleet-settings';
import { FleetAreaNav } from '../components/fleet-area-nav';
import { DaysLeftTag } from '../components/due-date-tag';
import { fleetAlertCategoryLabels, fleetAlertKindLabels, fleetFieldLabels, fleetMainTypeLabels } from '../components/fleet-labels';

/**
 * `/fleets/alerts` (001 §2 "fleets"): the alerts of the vehicles in use — 車検 due within the
 * inspection window or overdue, 自賠責 / 任意保険 within the insurance window or overdue, mileage
 * over the threshold — with the category (ALL default / INSPECTION / INSURANCE / MILEAGE) and the
 * page in the URL. Each row names the vehicle (a link), the kind, the due date and the days left
 * or overdue (coloured), or the mileage against the threshold.
 */
export function FleetAlertsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(fleetAlertsSearchSchema);
  const list = useFleetAlerts(search);
  const count = useFleetAlertsCount(search.category);
  const settings = useFleetSettings();
  const warn = (a: FleetAlert) => (a.kind === 'INSPECTION' ? settings.data?.inspectionAlertDays ?? 60 : settings.data?.insuranceAlertDays ?? 30);
  const columns: TableColumnsType<FleetAlert> = [
    { key: 'kind', title: t`Alert`, width: 220, render: (_, a) => <Tag color={a.kind === 'MILEAGE' ? 'blue' : a.daysLeft !== null && a.daysLeft < 0 ? 'red' : 'orange'}>{i18n._(fleetAlertKindLabels[a.kind])}</Tag> },
    { key: 'fleet', title: t`Vehicle`, render: (_, a) => <Link to={`/fleets/${a.fleetId}`}>{a.fleetName}</Link> },
    { key: 'registrationNumber', title: i18n._(fleetFieldLabels.registrationNumber), width: 190, render: (_, a) => a.registrationNumber },
    { key: 'mainType', title: i18n._(fleetFieldLabels.mainType), width: 120, render: (_, a) => i18n._(fleetMainTypeLabels[a.mainType]) },
    {
      key: 'due',
      title: t`Due date or mileage`,
      width: 300,
      render: (_, a) =>
        a.dueDate !== null ? (
          <span>
            {formatDate(a.dueDate)} <DaysLeftTag date={a.dueDate} daysLeft={a.daysLeft ?? undefined} warnDays={warn(a)} />
          </span>
        ) : (
          t`${(a.mileageKm ?? 0).toLocaleString(i18n.locale)} km (threshold ${(a.thresholdKm ?? 0).toLocaleString(i18n.locale)} km)`
        ),
    },
  ];
  return (
    <>
      <FleetAreaNav />
      <ListPage
        title={t`Fleet alerts`}
        description={t`Vehicle inspections and insurance that expire soon or have expired, and vehicles over the mileage threshold. The windows are set in Settings.`}
        tabs={fleetAlertCategoryValues.map((key) => ({ key, label: i18n._(fleetAlertCategoryLabels[key]) }))}
        activeTab={search.category}
        onTabChange={(key) => setSearch({ category: key as FleetAlertCategory, pageIndex: 0 })}
      >
        <DataTable rowKey={(a) => `${a.kind}-${a.fleetId}`} columns={columns} caption={t`Fleet alerts`} {...toTableState(list, count)} search={search} onSearchChange={setSearch} />
      </ListPage>
    </>
  );
}
