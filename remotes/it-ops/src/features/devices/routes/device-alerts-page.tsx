import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Flex, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, EmptyState, ListPage, toTableState, useListSearch, DeviceNameCell } from '@kanri/ui';
import { deviceAlertKindValues, deviceAlertsSearchSchema, type DeviceAlertKind, type DeviceAlertRow } from '@kanri/contracts';
import { useDeviceAlerts, useDeviceAlertsCount } from '../api/device-alerts';
import { DeviceAreaNav } from '../components/device-area-nav';
import { deviceAlertKindLabels, deviceGenreLabels } from '../components/device-labels';
import { deviceHolder } from '../components/devices-table';

/**
 * `/devices/alerts` (001 §2; docs/devices.md §Alerts): devices in service with no assignee, past
 * their lifecycle end, or whose lease or rental ended — one row per device with every kind it
 * raises. The kinds are tabs with their counts; kind, free text, sort (name, device tag) and paging
 * are in the URL. No alert → an empty state that says so.
 */
export function DeviceAlertsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(deviceAlertsSearchSchema);
  const list = useDeviceAlerts(search);
  const count = useDeviceAlertsCount(search);
  const byKind = count.data?.byKind;
  const total = byKind ? byKind.NO_ASSIGNEE + byKind.LIFECYCLE_ENDED + byKind.LEASE_ENDED : undefined;
  const columns = useMemo<TableColumnsType<DeviceAlertRow>>(
    () => [
      {
        key: 'NAME',
        title: t`Device name`,
        sorter: true,
        render: (_, row) => <DeviceNameCell genre={row.device.genre} avatarUrl={row.device.avatarUrl} name={<Link to={`/profile/device/${row.device.id}`}>{row.device.name}</Link>} />,
      },
      { key: 'DEVICE_TAG', title: t`Device tag`, sorter: true, width: 120, render: (_, row) => row.device.deviceTag },
      { key: 'genre', title: t`Genre`, width: 130, render: (_, row) => i18n._(deviceGenreLabels[row.device.genre]) },
      {
        key: 'kinds',
        title: t`Alerts`,
        width: 260,
        render: (_, row) => (
          <Flex gap={4} wrap>
            {row.kinds.map((kind) => (
              <Tag key={kind} color="red">
                {i18n._(deviceAlertKindLabels[kind])}
              </Tag>
            ))}
          </Flex>
        ),
      },
      { key: 'lifecycleEndOn', title: t`Lifecycle end date`, width: 140, render: (_, row) => formatDate(row.device.lifecycleEndOn, 'date') },
      { key: 'leaseEndOn', title: t`Lease end date`, width: 130, render: (_, row) => formatDate(row.device.leaseEndOn, 'date') },
      { key: 'holder', title: t`Checked out to`, width: 160, render: (_, row) => deviceHolder(row.device) },
    ],
    [t, i18n],
  );
  const tabLabel = (kind: DeviceAlertKind) => {
    const label = i18n._(deviceAlertKindLabels[kind]);
    const n = kind === 'ALL' ? total : byKind?.[kind];
    return n === undefined ? label : `${label} (${n})`;
  };
  return (
    <>
      <DeviceAreaNav />
      <ListPage
        title={t`Device alerts`}
        tabs={deviceAlertKindValues.map((key) => ({ key, label: tabLabel(key) }))}
        activeTab={search.kind}
        onTabChange={(key) => setSearch({ kind: key as DeviceAlertKind, pageIndex: 0 })}
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by device name or tag`}
      >
        <DataTable
          rowKey={(row) => row.device.id}
          columns={columns}
          caption={t`Device alerts`}
          tableProps={{ tableLayout: 'fixed' }}
          empty={<EmptyState title={t`No alerts`} description={t`Every device in service has an assignee and is within its lifecycle and lease.`} />}
          {...toTableState(list, count)}
          search={search}
          onSearchChange={setSearch}
        />
      </ListPage>
    </>
  );
}
