import { useMemo } from 'react';
import { Avatar, Flex, Segmented, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, EmptyState, operationInstanceStatusColors, toTableState, useListSearch } from '@kanri/ui';
import {
  operationInstancePath,
  operationInstanceStatusLabels,
  operationInstanceStatusValues,
  placeLaborInstancesSearchSchema,
  type PlaceLaborInstanceRow,
  type PlaceLaborInstancesSearch,
} from '@kanri/contracts';
import { usePlaceLaborInstances } from '../api/get-place-labor-instances';

type StatusFilter = PlaceLaborInstancesSearch['status'];

/**
 * The labor-core tab of a place (`/places/{id}/labor-core`; 001 §2 "Other staff routes"): the LABOR
 * core's operation instances (入社手続き, 退職手続き, 異動 …) of the people whose place this is, from
 * `GET /v2/places/{id}/labor-core-instances`. The status filter (in progress by default, completed,
 * aborted, all), paging and sort (start, anchor date) are kept in the URL's search. Each subject
 * links to the instance's page in the labor core (`operationInstancePath('LABOR', row)`; another
 * remote's screen, reached through the host's router like every cross-remote link).
 */
export function PlaceLaborCoreTab({ placeId }: { placeId: string }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(placeLaborInstancesSearchSchema);
  const list = usePlaceLaborInstances(placeId, search);

  const statusOptions = useMemo(
    () => [
      ...operationInstanceStatusValues.map((value) => ({ value, label: i18n._(operationInstanceStatusLabels[value]) })),
      { value: 'ALL' as const, label: t({ message: 'All', context: 'placeLaborStatusFilter' }) },
    ],
    [i18n, t],
  );

  const columns: ColumnsType<PlaceLaborInstanceRow> = [
    {
      key: 'subject',
      title: t`Person`,
      render: (_, row) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={row.subject.avatarUrl ?? undefined} aria-hidden>
            {row.subject.name.slice(0, 1)}
          </Avatar>
          <Link to={operationInstancePath('LABOR', row)}>{row.subject.name}</Link>
        </Flex>
      ),
    },
    {
      key: 'package',
      title: t`Operation`,
      render: (_, row) => (
        <div>
          <div>{row.packageName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.patternName}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'status',
      title: t`Status`,
      width: 110,
      render: (_, row) => <Tag color={operationInstanceStatusColors[row.status]}>{i18n._(operationInstanceStatusLabels[row.status])}</Tag>,
    },
    { key: 'currentStep', title: t`Current step`, width: 170, ellipsis: true, render: (_, row) => row.currentStep?.name ?? '—' },
    { key: 'anchorDate', title: t`Anchor date`, sorter: true, width: 130, render: (_, row) => formatDate(row.anchorDate, 'date') },
    { key: 'startedAt', title: t`Started`, sorter: true, width: 170, render: (_, row) => formatDate(row.startedAt, 'dateTime') },
  ];

  return (
    <div>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Segmented<StatusFilter>
          aria-label={t`Instance status`}
          options={statusOptions}
          value={search.status}
          onChange={(status) => setSearch({ status, pageIndex: 0 })}
        />
      </Flex>
      <DataTable<PlaceLaborInstanceRow, PlaceLaborInstancesSearch>
        rowKey="id"
        columns={columns}
        {...toTableState(list, list)}
        search={search}
        onSearchChange={setSearch}
        caption={t`Labor core operations of the people of this place`}
        tableProps={{ tableLayout: 'fixed', scroll: { x: 900 } }}
        empty={
          <EmptyState
            title={search.status === 'IN_PROGRESS' ? t`No labor operations in progress` : t`No labor operations`}
            description={t`Operations of the labor core (onboarding, offboarding, transfers …) of the people working at this place show here.`}
          />
        }
      />
    </div>
  );
}
