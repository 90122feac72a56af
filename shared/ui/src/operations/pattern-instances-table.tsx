import { useMemo, useState } from 'react';
import { Avatar, Flex, Input, Segmented, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useEndpoint } from '@kanri/runtime';
import { operationInstanceStatusColors } from './operation-instance-labels';
import {
  operationCoreEndpoints,
  operationInstancePath,
  operationInstanceStatusFilterValues,
  operationInstanceSortColumnValues,
  operationInstanceStatusLabels,
  operationInstanceStatusValues,
  type OperationCore,
  type OperationInstanceRow,
} from '@kanri/contracts';
import { DataTable } from '../data-table/data-table';
import { toTableState } from '../data-table/table-state';
import { DeviceAvatar } from '../avatars/device-avatar';
import { EmptyState } from '../states/empty-state';

type InstanceStatusFilter = (typeof operationInstanceStatusFilterValues)[number];
type InstanceSortColumn = (typeof operationInstanceSortColumnValues)[number];

interface InstancesSearch {
  status: InstanceStatusFilter;
  freeText: string;
  pageIndex: number;
  pageSize: number;
  sortColumn?: InstanceSortColumn;
  sortOrder?: 'asc' | 'desc';
}

/** Props of {@link PatternInstancesTable}. */
export interface PatternInstancesTableProps {
  core: OperationCore;
  packageId: string;
  patternId: string;
  /** Only the instances of one start (a request); default every request. */
  requestId?: string;
  /** The table's accessible name; default "Instances". */
  caption?: string;
}


/**
 * The instances of one pattern (001 §7 `GET P/operation-packages/{id}/patterns/{patternId}/instances`
 * and its `-count`; issue 14): the kit's `DataTable`, 100 a page, sorted on the server by start,
 * subject, anchor date or next due date, filtered by status (default in progress) and free text
 * (subject name, worker number, device tag, address). Each subject links to its instance page
 * (`operationInstancePath`). Its search is the component's own state (it sits inside pages whose URL
 * search selects the package and pattern).
 */
export function PatternInstancesTable({ core, packageId, patternId, requestId, caption }: PatternInstancesTableProps) {
  const { t, i18n } = useLingui();
  const endpoints = operationCoreEndpoints(core);
  const [search, setSearchState] = useState<InstancesSearch>({ status: 'IN_PROGRESS', freeText: '', pageIndex: 0, pageSize: 100, sortColumn: 'startedAt', sortOrder: 'desc' });
  const setSearch = (patch: Partial<InstancesSearch>) => setSearchState((previous) => ({ ...previous, ...patch }));
  const filters = { status: search.status, requestId, freeText: search.freeText || undefined };
  const params = { id: packageId, patternId };
  const list = useEndpoint(endpoints.listPatternInstances, {
    params,
    query: { ...filters, pageIndex: search.pageIndex, pageSize: search.pageSize, sortColumn: search.sortColumn ?? 'startedAt', sortOrder: search.sortOrder ?? 'asc' },
  });
  const count = useEndpoint(endpoints.countPatternInstances, { params, query: filters });

  const statusOptions = useMemo(
    () => [
      ...operationInstanceStatusValues.map((value) => ({ value, label: i18n._(operationInstanceStatusLabels[value]) })),
      { value: 'ALL' as const, label: t({ message: 'All', context: 'instanceStatusFilter' }) },
    ],
    [i18n, t],
  );

  const columns: ColumnsType<OperationInstanceRow> = [
    {
      key: 'subject',
      title: t`Subject`,
      sorter: true,
      render: (_, row) => (
        <Flex gap={8} align="center">
          {row.subject.kind === 'DEVICE' ? (
            <DeviceAvatar avatarUrl={row.subject.avatarUrl} name={row.subject.name} />
          ) : (
            <Avatar size="small" src={row.subject.avatarUrl ?? undefined} aria-hidden>
              {row.subject.name.slice(0, 1)}
            </Avatar>
          )}
          <div style={{ minWidth: 0 }}>
            <Link to={operationInstancePath(core, row)}>{row.subject.name}</Link>
            {row.subject.detail ? (
              <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                {row.subject.detail}
              </Typography.Text>
            ) : null}
          </div>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t`Status`,
      width: 110,
      render: (_, row) => <Tag color={operationInstanceStatusColors[row.status]}>{i18n._(operationInstanceStatusLabels[row.status])}</Tag>,
    },
    { key: 'currentStep', title: t`Current step`, width: 160, ellipsis: true, render: (_, row) => row.currentStep?.name ?? '—' },
    {
      key: 'progress',
      title: t`Tasks done`,
      width: 100,
      render: (_, row) => t`${row.progress.done} of ${row.progress.total}`,
    },
    {
      key: 'dueDate',
      title: t`Next due date`,
      sorter: true,
      width: 150,
      render: (_, row) =>
        row.nextDueDate ? (
          <Flex gap={4} wrap>
            <span>{formatDate(row.nextDueDate, 'date')}</span>
            {row.overdue ? <Tag color="error">{t`Overdue`}</Tag> : null}
          </Flex>
        ) : (
          '—'
        ),
    },
    { key: 'anchorDate', title: t`Anchor date`, sorter: true, width: 120, render: (_, row) => formatDate(row.anchorDate, 'date') },
    {
      key: 'startedAt',
      title: t`Started`,
      sorter: true,
      width: 170,
      render: (_, row) => (
        <div>
          <div>{formatDate(row.startedAt, 'dateTime')}</div>
          {row.startedBy ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.startedBy.name}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
  ];

  const label = caption ?? t`Instances`;
  return (
    <div>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Segmented<InstanceStatusFilter>
          aria-label={t`Instance status`}
          options={statusOptions}
          value={search.status}
          onChange={(status) => setSearch({ status, pageIndex: 0 })}
        />
        <Input.Search
          aria-label={t`Search instances`}
          placeholder={t`Search instances`}
          allowClear
          style={{ maxWidth: 280 }}
          onSearch={(freeText) => setSearch({ freeText: freeText.trim(), pageIndex: 0 })}
        />
      </Flex>
      <DataTable<OperationInstanceRow, InstancesSearch>
        rowKey="id"
        columns={columns}
        {...toTableState(list, count)}
        search={search}
        onSearchChange={setSearch}
        caption={label}
        tableProps={{ tableLayout: 'fixed', scroll: { x: 960 } }}
        empty={
          <EmptyState
            title={search.status === 'IN_PROGRESS' ? t`No instances in progress` : t`No instances`}
            description={search.freeText ? t`Nothing matches the search.` : t`Start the pattern to create instances.`}
          />
        }
      />
    </div>
  );
}
