import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@kanri/runtime';
import { ErrorState, NotFoundPage } from '@kanri/ui';

/** Loading, not found (no data and no error, or a 404) and failed states of a page's query, else the page. */
export function QueryGate<T>({ query, children }: { query: { data?: T; error?: unknown; isLoading: boolean; mutate(): unknown }; children(data: T): ReactNode }) {
  const { t } = useLingui();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isLoading) return <Skeleton active aria-label={t`Loading`} />;
  if (query.error && !isApiError(query.error, 404)) return <ErrorState description={(query.error as Error).message} onRetry={() => void query.mutate()} />;
  return <NotFoundPage />;
}
