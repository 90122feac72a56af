import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@kanri/runtime';
import { ErrorState, NotFoundPage } from '@kanri/ui';

/** What {@link RecordGate} reads of a record's SWR answer. */
export interface RecordQuery<T> {
  data?: T;
  error?: Error;
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * The states of a record's page before it can show the record: a loading skeleton, the not-found
 * page (an id that is not a UUID is never fetched, or the API answered 404), or the error with
 * Retry. Data that is already there wins over a failed revalidation (just after Delete).
 */
export function RecordGate<T>({ query, children }: { query: RecordQuery<T>; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (!query.isLoading && (!query.error || isApiError(query.error, 404))) return <NotFoundPage />;
  if (query.error) return <ErrorState description={query.error.message} onRetry={() => void query.mutate()} />;
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

/** Card titles are the page's `h2`s, sized as antd's card titles. */
export const sectionHeading = { fontSize: 16, fontWeight: 600, margin: 0 } as const;
