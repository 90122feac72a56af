import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, ErrorState, PageHeader, useListSearch } from '@kanri/ui';
import { Skeleton } from 'antd';
import { useOrgChart } from '../api/get-org-chart';
import { orgChartSearchSchema } from '../components/chart-search';
import { ChartToolbar } from '../components/chart-toolbar';
import { OrgChartView } from '../components/org-chart-view';

/**
 * `/organization/chart` (001 §2 "Organization"; search `baseDate`, `viewMode`, `isCompactView`):
 * the organization as of the base date — each unit with its head and member count — drawn in the
 * chosen view mode; a unit opens `/organization/{id}?baseDate=…`.
 */
export function OrganizationChartPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search, setSearch] = useListSearch(orgChartSearchSchema);
  const chart = useOrgChart(search.baseDate);
  const open = useCallback((id: string) => navigate(`/organization/${id}?baseDate=${search.baseDate}`), [navigate, search.baseDate]);
  return (
    <section>
      <PageHeader title={t`Organization chart`} />
      <ChartToolbar
        baseDate={search.baseDate}
        onBaseDate={(baseDate) => setSearch({ baseDate })}
        viewMode={search.viewMode}
        onViewMode={(viewMode) => setSearch({ viewMode })}
        compact={search.isCompactView}
        onCompact={(isCompactView) => setSearch({ isCompactView })}
      />
      {chart.error ? (
        <ErrorState onRetry={() => void chart.mutate()} />
      ) : !chart.data ? (
        <Skeleton active />
      ) : chart.data.units.length === 0 ? (
        <EmptyState title={t`No units on this date`} />
      ) : (
        <OrgChartView units={chart.data.units} viewMode={search.viewMode} compact={search.isCompactView} onOpen={open} label={t`Organization chart as of ${search.baseDate}`} />
      )}
    </section>
  );
}
