import { useMemo, useState } from 'react';
import { Button, Flex, Input, Radio, Select } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast } from '@kanri/runtime';
import { ErrorState, toTableState } from '@kanri/ui';
import {
  deviceInventorySortOrderOf,
  deviceInventoryStatusFilterLabels,
  deviceInventoryStatusFilterValues,
  deviceInventoryTypeFilterLabels,
  deviceInventoryTypeFilterValues,
  type DeviceInventorySearch,
  type deviceInventorySearchSchema,
  type DeviceInventoryStatusFilter,
  type DeviceInventoryTypeFilter,
} from '@kanri/contracts';
import type { SetListSearch } from '@kanri/ui';
import { useDeviceInventory, useDeviceInventoryCount, type InventoryRequestIds } from '../api/get-device-inventory';
import { useReviewDeviceInventory } from '../api/review-device-inventory';
import { DeviceInventoryTable } from './device-inventory-table';

/** Props of {@link DeviceInventoryData}. */
export interface DeviceInventoryDataProps {
  ids: InventoryRequestIds;
  search: DeviceInventorySearch;
  setSearch: SetListSearch<typeof deviceInventorySearchSchema>;
}

/**
 * The `data` tab (001 §2 "device-inventory data"): free text, the status filter (all / good / bad /
 * unreported) and the type filter (all / assigned / installed), every one kept in the URL with
 * paging and sort; the request's devices; rows chosen → "Mark as reviewed". A failed fetch reads
 * 「データの取得に失敗しました。」 with Retry.
 */
export function DeviceInventoryData({ ids, search, setSearch }: DeviceInventoryDataProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const list = useDeviceInventory(search, ids);
  const count = useDeviceInventoryCount(search, ids);
  const review = useReviewDeviceInventory();
  // the choice belongs to the rows on screen: another page, filter or sort starts a new one
  const searchKey = JSON.stringify(search);
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: searchKey, ids: [] });
  const selected = selection.key === searchKey ? selection.ids : [];
  // the table reads and writes `sortOrder`; the alias `orderDirection` is dropped once the user sorts
  const tableSearch = useMemo(() => ({ ...search, sortOrder: deviceInventorySortOrderOf(search) }), [search]);
  const onTableChange = (patch: Partial<DeviceInventorySearch>) => setSearch('sortOrder' in patch ? { ...patch, orderDirection: undefined } : patch);

  const markReviewed = async () => {
    try {
      const { reviewed } = await review.trigger({ body: { ...ids, instanceIds: selected } });
      setSelection({ key: searchKey, ids: [] });
      toast.success(plural(reviewed, { one: '# device was marked as reviewed.', other: '# devices were marked as reviewed.' }));
    } catch (error) {
      toast.destructive(t`The devices could not be marked as reviewed.`, isApiError(error) ? error.message : undefined);
    }
  };

  const reviewable = useMemo(() => (list.data?.items ?? []).filter((item) => item.reviewable).map((item) => item.instanceId), [list.data]);
  const failed = list.error ?? count.error;
  const selectedCount = selected.length;
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <Input.Search
          key={search.freeText ?? ''}
          defaultValue={search.freeText ?? ''}
          allowClear
          style={{ width: 320 }}
          aria-label={t`Search by device, tag, person or memo`}
          placeholder={t`Search by device, tag, person or memo`}
          onSearch={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        />
        <Radio.Group
          aria-label={t({ message: 'Condition', context: 'deviceInventory' })}
          optionType="button"
          value={search.statusFilter}
          onChange={(e) => setSearch({ statusFilter: e.target.value as DeviceInventoryStatusFilter, pageIndex: 0 })}
          options={deviceInventoryStatusFilterValues.map((value) => ({ value, label: i18n._(deviceInventoryStatusFilterLabels[value]) }))}
        />
        <Select
          aria-label={t`Device type`}
          style={{ width: 200 }}
          value={search.typeFilter}
          onChange={(typeFilter: DeviceInventoryTypeFilter) => setSearch({ typeFilter, pageIndex: 0 })}
          options={deviceInventoryTypeFilterValues.map((value) => ({ value, label: i18n._(deviceInventoryTypeFilterLabels[value]) }))}
        />
        <Button disabled={reviewable.length === 0} onClick={() => setSelection({ key: searchKey, ids: reviewable })}>
          {t`Choose every device waiting for review on this page`}
        </Button>
        <Button type="primary" icon={<CheckOutlined />} disabled={selectedCount === 0} loading={review.isMutating} onClick={() => void markReviewed()}>
          {selectedCount ? t`Mark as reviewed (${selectedCount})` : t`Mark as reviewed`}
        </Button>
      </Flex>
      {failed ? (
        <ErrorState
          title={t`Failed to fetch data.`}
          description={failed.message}
          onRetry={() => {
            void list.mutate();
            void count.mutate();
          }}
        />
      ) : (
        <DeviceInventoryTable
          {...toTableState(list, count)}
          search={tableSearch}
          onSearchChange={onTableChange}
          selected={selected}
          onSelectedChange={(instanceIds) => setSelection({ key: searchKey, ids: instanceIds })}
        />
      )}
    </Flex>
  );
}
