import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { Avatar, Flex, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@kanri/runtime';
import { DataTable, DeviceNameCell, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import {
  deviceFields,
  deviceInventoryConditionLabels,
  deviceInventoryStatusLabels,
  deviceReportResultLabels,
  deviceScanModeLabels,
  type DeviceGenre,
  type DeviceInventoryCondition,
  type DeviceInventoryItem,
} from '@kanri/contracts';

/** Tag colors of the condition (antd named colors; the status presets fail contrast on white). */
export const conditionColors: Record<DeviceInventoryCondition, string | undefined> = { GOOD: 'green', BAD: 'red', UNREPORTED: undefined };

/**
 * The data tab's columns (001 §2 "device-inventory data"): device with its avatar (a link to its
 * profile) over its device and asset tags, the assigned person (avatar, name as the API gives it:
 * family name first in Japanese), the report state and where the item stands, the report time,
 * the condition tag, the result (owned or not, and how the tag was read), the memo, reviewed.
 * Sortable columns carry the contract's `sortColumn` as `key`. The columns that show a device's
 * fields (name, device and asset tags, the person it is checked out to) are titled by the
 * contracts' `deviceFields` labels (issue 30; docs/fields.md), the devices list's words; the
 * others are the inventory's own.
 */
export function useDeviceInventoryColumns(): TableColumnsType<DeviceInventoryItem> {
  const { t, i18n } = useLingui();
  const assetTagLabel = i18n._(deviceFields.assetTag.label);
  return useMemo<TableColumnsType<DeviceInventoryItem>>(
    () => [
      {
        key: 'DEVICE_NAME',
        title: i18n._(deviceFields.name.label),
        sorter: true,
        width: 250,
        render: (_, row) => (
          <Flex vertical>
            <DeviceNameCell genre={row.device.genre as DeviceGenre} avatarUrl={row.device.avatarUrl} name={<Link to={`/profile/device/${row.device.id}`}>{row.device.name}</Link>} />
            {row.device.model ? (
              <Typography.Text type="secondary" ellipsis>
                {row.device.model}
              </Typography.Text>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'DEVICE_TAG',
        title: i18n._(deviceFields.deviceTag.label),
        sorter: true,
        width: 140,
        render: (_, row) => (
          <Flex vertical>
            <span>{row.device.deviceTag}</span>
            {row.device.assetTag ? <Typography.Text type="secondary">{t({ message: `${assetTagLabel}: ${row.device.assetTag}`, context: 'deviceInventoryAssetTag' })}</Typography.Text> : null}
          </Flex>
        ),
      },
      {
        key: 'ASSIGNED_PERSON',
        title: i18n._(deviceFields.assignedPersonId.label),
        sorter: true,
        width: 180,
        render: (_, row) =>
          row.assignedPerson ? (
            <Space size={8}>
              <Avatar size="small" src={row.assignedPerson.avatarUrl ?? undefined} aria-hidden>
                {row.assignedPerson.name.slice(0, 1)}
              </Avatar>
              <span>{row.assignedPerson.name}</span>
            </Space>
          ) : (
            <Typography.Text type="secondary">{t`Installed (no person)`}</Typography.Text>
          ),
      },
      {
        key: 'status',
        title: t({ message: 'Status', context: 'deviceInventory' }),
        width: 170,
        render: (_, row) => (
          <Flex vertical gap={2}>
            <span>
              <Tag color={row.status === 'REPORTED' ? 'blue' : undefined}>{i18n._(deviceInventoryStatusLabels[row.status])}</Tag>
            </span>
            {row.currentTaskStatus ? <Typography.Text type="secondary">{row.currentTaskStatus.stepName}</Typography.Text> : null}
          </Flex>
        ),
      },
      {
        key: 'REPORTED_AT',
        title: t`Reported at`,
        sorter: true,
        width: 150,
        render: (_, row) => (row.selfReport ? formatDate(row.selfReport.reportedAt, 'dateTime') : null),
      },
      {
        key: 'CONDITION',
        title: t({ message: 'Condition', context: 'deviceInventory' }),
        sorter: true,
        width: 110,
        render: (_, row) => <Tag color={conditionColors[row.condition]}>{i18n._(deviceInventoryConditionLabels[row.condition])}</Tag>,
      },
      {
        key: 'result',
        title: t({ message: 'Result', context: 'deviceInventory' }),
        width: 150,
        render: (_, row) =>
          row.selfReport ? (
            <Flex vertical>
              <span>{i18n._(deviceReportResultLabels[row.selfReport.reportResult])}</span>
              {row.selfReport.scanMode ? <Typography.Text type="secondary">{i18n._(deviceScanModeLabels[row.selfReport.scanMode])}</Typography.Text> : null}
            </Flex>
          ) : null,
      },
      { key: 'memo', title: t`Memo`, ellipsis: { showTitle: true }, render: (_, row) => row.selfReport?.memo },
      {
        key: 'reviewed',
        title: t({ message: 'Review', context: 'deviceInventory' }),
        width: 110,
        render: (_, row) => (row.reviewed ? <Tag color="green">{t({ message: 'Reviewed', context: 'deviceInventory' })}</Tag> : row.reviewable ? <Tag color="gold">{t`To review`}</Tag> : null),
      },
    ],
    [t, i18n, assetTagLabel],
  );
}

/** Props of {@link DeviceInventoryTable}: the list's state plus the chosen rows. */
export type DeviceInventoryTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<DeviceInventoryItem, Search> & {
  /** Instance ids of the chosen rows. */
  selected: string[];
  onSelectedChange(instanceIds: string[]): void;
};

/**
 * The request's devices: server paging (1–1000 per page) and sorting, rows chosen for "mark as
 * reviewed" (only rows whose review is open can be chosen).
 */
export function DeviceInventoryTable<Search extends DataTableSearch>({ selected, onSelectedChange, ...props }: DeviceInventoryTableProps<Search>) {
  const { t } = useLingui();
  const columns = useDeviceInventoryColumns();
  return (
    <DataTable
      {...props}
      rowKey="instanceId"
      columns={columns}
      caption={t`Devices of the inventory request`}
      pageSizeOptions={[100, 500, 1000]}
      tableProps={{
        tableLayout: 'fixed',
        scroll: { x: 1400 },
        rowSelection: {
          // antd renders the header's "select all" box a second time in the hidden row that
          // measures column widths (aria-hidden yet focusable: an axe violation); the data tab
          // offers "choose every device waiting for review on this page" instead
          hideSelectAll: true,
          selectedRowKeys: selected,
          onChange: (keys) => onSelectedChange(keys.map(String)),
          getCheckboxProps: (row) => ({ disabled: !row.reviewable, 'aria-label': t`Choose ${row.device.name}` }),
        },
      }}
    />
  );
}
