import { Alert, Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@kanri/runtime';
import { ErrorState, PageHeader, RecordTabs, useListSearch } from '@kanri/ui';
import { deviceInventorySearchSchema, errorCodes, type DeviceInventorySearch } from '@kanri/contracts';
import type { InventoryRequestIds } from '../api/get-device-inventory';
import { useDeviceInventorySummary } from '../api/get-device-inventory-summary';
import { DeviceInventoryDetail } from '../components/device-inventory-detail';
import { DeviceInventoryData } from '../components/device-inventory-data';

const basePath = '/it-operation-core/device-inventory';

/** The search keys the screen cannot do without (000 §2, §5; 001 §5). */
const requiredKeys = ['patternId', 'requestId'] as const;

/** The required ids missing from the search (absent, empty or blank fall back to `undefined`). */
export function missingRequestIds(search: Partial<Pick<DeviceInventorySearch, 'patternId' | 'requestId'>>): ('patternId' | 'requestId')[] {
  return requiredKeys.filter((key) => !search[key]?.trim());
}

/** How a failed summary reads (000 §5): missing package, unknown request, bad input, anything else. */
export type InventoryFailure = { kind: 'packageNotFound' } | { kind: 'requestNotFound' } | { kind: 'input'; detail: string } | { kind: 'fetch'; detail: string };

/** Sorts a failure of the summary call into the screen's error states. */
export function inventoryFailureOf(error: unknown): InventoryFailure {
  if (isApiError(error, 404)) return error.code === errorCodes.packageNotFound ? { kind: 'packageNotFound' } : { kind: 'requestNotFound' };
  if (isApiError(error, 400)) {
    const fields = error.fieldErrors.map((f) => `${f.path}: ${f.message}`).join(', ');
    return { kind: 'input', detail: fields || error.message };
  }
  return { kind: 'fetch', detail: error instanceof Error ? error.message : '' };
}

/**
 * `/it-operation-core/device-inventory/{tab}?patternId=&requestId=` (000 §2, §5; 001 §2 "device-inventory
 * detail and data"; DECISIONS.md): one screen with the tabs `detail` (the request and its counts)
 * and `data` (the devices, with 001's search in the URL). The bare path opens `detail`, the first
 * listed tab, keeping the search. A missing `patternId` / `requestId` shows 「入力値エラー: …」 in
 * place without calling; no package with the pattern shows 「パッケージが見つかりません」; another
 * failure 「データの取得に失敗しました。」 with Retry.
 */
export function DeviceInventoryPage() {
  const { t } = useLingui();
  const [search, setSearch] = useListSearch(deviceInventorySearchSchema);
  const missing = missingRequestIds(search);
  const ids: InventoryRequestIds | null = missing.length ? null : { patternId: search.patternId, requestId: search.requestId };
  const summary = useDeviceInventorySummary(ids);
  const title = t({ message: 'Device inventory', context: 'deviceInventory' });
  const breadcrumb = [{ label: t({ message: 'Operation packages', context: 'deviceInventory' }), to: '/it-operation-core/packages' }, { label: title }];

  if (!ids) {
    const detail = missing.map((key) => t`${key} is required`).join(', ');
    return (
      <section>
        <PageHeader title={title} breadcrumb={breadcrumb} />
        <Alert type="error" showIcon message={t`Input error: ${detail}`} />
      </section>
    );
  }
  if (summary.error && !summary.data) {
    const failure = inventoryFailureOf(summary.error);
    return (
      <section>
        <PageHeader title={title} breadcrumb={breadcrumb} />
        {failure.kind === 'packageNotFound' ? <Alert type="error" showIcon message={t`Package not found`} /> : null}
        {failure.kind === 'requestNotFound' ? <Alert type="error" showIcon message={t`This inventory request was not found.`} /> : null}
        {failure.kind === 'input' ? <Alert type="error" showIcon message={t`Input error: ${failure.detail}`} /> : null}
        {failure.kind === 'fetch' ? <ErrorState title={t`Failed to fetch data.`} description={failure.detail} onRetry={() => void summary.mutate()} /> : null}
      </section>
    );
  }
  if (!summary.data) {
    return (
      <section>
        <PageHeader title={title} breadcrumb={breadcrumb} />
        <div role="status" aria-label={t`Loading`}>
          <Skeleton active />
        </div>
      </section>
    );
  }
  const data = summary.data;
  const name = data.request.title ?? data.pattern.name;
  return (
    <section>
      <PageHeader
        title={name}
        description={t`${data.package.name} · ${data.pattern.name}`}
        breadcrumb={[
          { label: t({ message: 'Operation packages', context: 'deviceInventory' }), to: '/it-operation-core/packages' },
          { label: data.package.name, to: `/it-operation-core/packages/${data.package.id}?patternId=${encodeURIComponent(data.pattern.id)}` },
          { label: title },
        ]}
      />
      <RecordTabs
        basePath={basePath}
        aria-label={title}
        tabs={[
          { key: 'detail', label: t({ message: 'Detail', context: 'deviceInventory' }), render: () => <DeviceInventoryDetail summary={data} /> },
          { key: 'data', label: t({ message: 'Data', context: 'deviceInventory' }), render: () => <DeviceInventoryData ids={ids} search={search} setSearch={setSearch} /> },
        ]}
      />
    </section>
  );
}
