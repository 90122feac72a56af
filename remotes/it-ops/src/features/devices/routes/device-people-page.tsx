import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Avatar, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, ListExportButtons, ListPage, toTableState, useListSearch, DeviceAvatar } from '@kanri/ui';
import { devicePeopleCsvEndpoint, devicePeopleSearchSchema, type DevicePersonRow } from '@kanri/contracts';
import { useDevicePeople, useDevicePeopleCount } from '../api/get-device-people';
import { DeviceAreaNav } from '../components/device-area-nav';
import { GenreFilter } from '../components/genre-filter';

/**
 * `/devices/people` (001 §2 people list search, §7 `GET /v2/device-people`, `/count`, `-csv`): who
 * holds which devices — the person (avatar, name, e-mail, worker number, place), how many devices
 * and each device with its avatar (a link to its profile). Free text, the genres filter (only
 * people holding such a device, only those devices shown), sort by name, worker number or device
 * count and paging are kept in the URL; CSV export of the list as filtered.
 */
export function DevicePeoplePage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(devicePeopleSearchSchema);
  const list = useDevicePeople(search);
  const count = useDevicePeopleCount(search);
  const columns = useMemo<TableColumnsType<DevicePersonRow>>(
    () => [
      {
        key: 'NAME',
        title: t`Name`,
        sorter: true,
        width: 240,
        render: (_, row) => (
          <Flex gap={8} align="center" style={{ minWidth: 0 }}>
            <span aria-hidden>
              <Avatar size="small" src={row.avatarUrl || undefined} alt="">
                {row.name.slice(0, 1)}
              </Avatar>
            </span>
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text ellipsis>{row.name}</Typography.Text>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                {row.email}
              </Typography.Text>
            </Flex>
          </Flex>
        ),
      },
      { key: 'WORKER_NUMBER', title: t`Worker number`, sorter: true, width: 140, render: (_, row) => row.workerNumber },
      { key: 'place', title: t`Place`, width: 160, ellipsis: { showTitle: true }, render: (_, row) => row.place?.name },
      { key: 'DEVICE_COUNT', title: t`Devices held`, sorter: true, width: 120, render: (_, row) => row.deviceCount },
      {
        key: 'devices',
        title: t`Devices`,
        render: (_, row) => (
          <Flex gap={4} vertical>
            {row.devices.map((device) => (
              <Flex key={device.id} gap={8} align="center">
                <DeviceAvatar genre={device.genre} avatarUrl={device.avatarUrl} />
                <Link to={`/profile/device/${device.id}`}>{device.name}</Link>
                <Typography.Text type="secondary">{device.deviceTag}</Typography.Text>
              </Flex>
            ))}
          </Flex>
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <DeviceAreaNav />
      <ListPage
        title={t`Device holders`}
        extra={
          <ListExportButtons
            endpoint={devicePeopleCsvEndpoint}
            name="device-people"
            filters={{
              menu: search.menu, category: search.category, genres: search.genres, placeIds: search.placeIds, freeText: search.freeText || undefined,
              sortColumn: search.sortColumn, sortOrder: search.sortOrder,
            }}
            columns={columns.map((c) => String(c.key))}
          />
        }
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by name, e-mail or worker number`}
        filters={<GenreFilter label={t`Device genre`} value={search.genres} onChange={(genres) => setSearch({ genres, pageIndex: 0 })} />}
      >
        <DataTable
          rowKey="personId"
          columns={columns}
          caption={t`Device holders`}
          tableProps={{ tableLayout: 'fixed' }}
          {...toTableState(list, count)}
          search={search}
          onSearchChange={setSearch}
        />
      </ListPage>
    </>
  );
}
