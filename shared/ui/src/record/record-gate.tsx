import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useEndpoint, type ApiError, type EndpointInput } from '@kanri/runtime';
import { idSchema, type EndpointDef } from '@kanri/contracts';
import { ErrorState } from '../states/error-state';
import { NotFoundPage } from '../pages/not-found-page';

/** What {@link RecordGate} reads of a record's SWR answer (`useEndpoint`'s result fits as is). */
export interface RecordQuery<T> {
  data?: T;
  error?: Error | ApiError;
  isLoading: boolean;
  /** Refetches (SWR's `mutate`: Retry calls it). */
  mutate: () => unknown;
}

/**
 * One record by the `:id` of its URL (`GET …/{id}` endpoints taking `params: { id }`). An id that
 * is not a UUID is never sent — the page shows "not found" at once — and the API's 404 (a record of
 * another company, or deleted) reads as not found too ({@link RecordGate}).
 */
export function useRecordQuery<E extends EndpointDef>(endpoint: E, id: string | null | undefined) {
  const input = typeof id === 'string' && v.is(idSchema, id) ? ({ params: { id } } as unknown as EndpointInput<E>) : null;
  return useEndpoint(endpoint, input);
}

/** Props of {@link RecordGate}. */
export interface RecordGateProps<T> {
  query: RecordQuery<T>;
  /** The skeleton shows an avatar placeholder (pages whose header has an avatar). */
  avatar?: boolean;
  /** Renders the page once the record is there; a component, so it may call hooks. */
  children: (record: T) => ReactNode;
}

/**
 * The states of a record's page before it can show the record (000 §8): a loading skeleton
 * (`role="status"`, "Loading"), the not-found page (no id, an id that is not a UUID, or a 404), or
 * the error with Retry. Data already there wins over a failed revalidation (just after Delete, the
 * page keeps showing the record while it navigates away).
 */
export function RecordGate<T>({ query, avatar, children }: RecordGateProps<T>) {
  const { t } = useLingui();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (!query.isLoading && (!query.error || isApiError(query.error, 404))) return <NotFoundPage />;
  if (query.error) return <ErrorState description={query.error.message} onRetry={() => void query.mutate()} />;
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton active avatar={avatar} paragraph={{ rows: 8 }} />
    </div>
  );
}
