import { useState } from 'react';
import { Segmented } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { ListPage, toTableState, useListSearch } from '@kanri/ui';
import { ApiError, useDialogs, useToast } from '@kanri/runtime';
import { starlinkAlertCategoryFilterValues, starlinkAlertStatusValues, starlinkAlertsSearchSchema, type StarlinkAlertRow, type StarlinkAlertsSearch } from '@kanri/contracts';
import { useStarlinkAlerts } from '../api/get-starlink-alerts';
import { useStarlinkAlertsCount } from '../api/get-starlink-alerts-count';
import { useResolveStarlinkAlert } from '../api/resolve-starlink-alert';
import { StarlinkAreaNav } from '../components/starlink-area-nav';
import { starlinkAlertCategoryLabels, starlinkAlertStatusLabels } from '../components/starlink-labels';
import { StarlinkAlertsTable } from '../components/starlink-alerts-table';

/**
 * `/starlinks/alerts` (001 §2 "starlinks alerts"): the categories ALL (default), DISABLED,
 * DATA_OVERAGE, PERFORMANCE_ISSUE, UPDATE, ROUTER_ISSUE, OTHERS as tabs and the state OPEN
 * (default) / RESOLVED / ALL as a segmented control, both in the URL (invalid values fall back and
 * the URL is rewritten), free text on the terminal, paging. Resolve asks, then
 * `PATCH /v2/starlink-alerts/{id}/resolve`; the list and counts refresh.
 */
export function StarlinkAlertsPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useListSearch(starlinkAlertsSearchSchema);
  const list = useStarlinkAlerts(search);
  const count = useStarlinkAlertsCount(search);
  const resolve = useResolveStarlinkAlert();
  const dialogs = useDialogs();
  const toast = useToast();
  const [resolvingId, setResolvingId] = useState<string | null>(null);

  const onResolve = async (row: StarlinkAlertRow) => {
    const ok = await dialogs.confirm({ title: t`Resolve this alert?`, content: t`The alert on "${row.starlink.name}" will be marked as resolved.`, okText: t`Resolve` });
    if (!ok) return;
    setResolvingId(row.id);
    try {
      await resolve.trigger({ params: { id: row.id } });
      toast.success(t`The alert was resolved.`);
    } catch (error) {
      toast.destructive(t`The alert could not be resolved.`, error instanceof ApiError ? error.message : undefined);
    } finally {
      setResolvingId(null);
    }
  };

  return (
    <>
      <StarlinkAreaNav />
      <ListPage
        title={t({ message: 'Starlink alerts', context: 'starlinkAlertsTitle' })}
        tabs={starlinkAlertCategoryFilterValues.map((key) => ({ key, label: i18n._(starlinkAlertCategoryLabels[key]) }))}
        activeTab={search.category}
        onTabChange={(key) => setSearch({ category: key as StarlinkAlertsSearch['category'], pageIndex: 0 })}
        freeText={search.freeText ?? ''}
        onFreeTextChange={(freeText) => setSearch({ freeText, pageIndex: 0 })}
        searchLabel={t`Search by terminal name or kit number`}
        filters={
          <Segmented
            aria-label={t`Alert state`}
            value={search.status}
            onChange={(status) => setSearch({ status: status as StarlinkAlertsSearch['status'], pageIndex: 0 })}
            options={starlinkAlertStatusValues.map((value) => ({ value, label: i18n._(starlinkAlertStatusLabels[value]) }))}
          />
        }
      >
        <StarlinkAlertsTable {...toTableState(list, count)} search={search} onSearchChange={setSearch} onResolve={(row) => void onResolve(row)} resolvingId={resolvingId} />
      </ListPage>
    </>
  );
}
