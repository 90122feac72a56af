import { useCallback, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, type ScopedMutator } from 'swr';
import type { EndpointDef, EndpointResponse } from '@kanri/contracts';
import { apiFetch, type EndpointInput } from './api-fetch';
import type { ApiError } from './api-error';
import { endpointKey, type EndpointKey } from './endpoint-key';
import { clearPreloads, dropPreloads, fetchEndpoint, setPreloadPrimer } from './preload';

export { endpointKey, type EndpointKey } from './endpoint-key';

let currentMutate: ScopedMutator | null = null;

/**
 * Set by KanriProviders: the mutator of the cache in force (tests get a fresh cache each). Preloaded
 * answers are primed into that cache as they arrive (`setPreloadPrimer`).
 */
export function setCacheMutator(mutate: ScopedMutator | null): void {
  currentMutate = mutate;
  setPreloadPrimer(mutate ? (key, value) => void mutate(key, value, { revalidate: false }).catch(() => undefined) : null);
}

function isEndpointKey(key: unknown): key is EndpointKey {
  return Array.isArray(key) && key[0] === 'api' && typeof key[1] === 'string';
}

/**
 * Revalidates every cached call whose path starts with one of `prefixes`
 * (e.g. `['/v2/people']` also refreshes `/v2/people-count` and `/v2/people/{id}`).
 */
export async function revalidatePaths(prefixes: string[]): Promise<void> {
  // an answer preloaded before the change must not reach a page after it
  dropPreloads((path) => prefixes.some((prefix) => path.startsWith(prefix)));
  if (!currentMutate) return;
  await currentMutate((key) => isEndpointKey(key) && prefixes.some((prefix) => key[1].startsWith(prefix)));
}

/** Refetches every cached call (after a language switch: the API answers names and labels in it). */
export async function revalidateAll(): Promise<void> {
  // a preloaded answer speaks the old language
  clearPreloads();
  if (!currentMutate) return;
  await currentMutate((key) => isEndpointKey(key));
}

/** Drops every cached answer without refetching, and every preloaded one (sign-out, STYLE.md). */
export async function clearCache(): Promise<void> {
  clearPreloads();
  if (!currentMutate) return;
  await currentMutate(() => true, undefined, { revalidate: false });
}

/**
 * SWR over `apiFetch`: `input === null` means "don't fetch yet". The key is
 * `['api', endpoint.path, endpoint.method, input]`, so equal inputs share one request and cache entry.
 * A call that `preloadEndpoint` started for an equal input (a route's loader, issue 27) is taken
 * instead of sending a second request, also while it is still in flight.
 */
export function useEndpoint<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E> | null,
  swrConfig?: SWRConfiguration<EndpointResponse<E>, ApiError>,
): SWRResponse<EndpointResponse<E>, ApiError> {
  return useSWR<EndpointResponse<E>, ApiError>(
    input === null ? null : endpointKey(endpoint, input),
    () => fetchEndpoint(endpoint, input ?? undefined),
    { shouldRetryOnError: false, ...swrConfig },
  );
}

/** What `useEndpointMutation` returns. */
export interface EndpointMutation<E extends EndpointDef> {
  /** Calls the endpoint; resolves with the answer or rejects with `ApiError`. */
  trigger: (input?: EndpointInput<E>) => Promise<EndpointResponse<E>>;
  isMutating: boolean;
  error: ApiError | null;
}

/**
 * A state-changing call: `trigger(input)` calls the endpoint and resolves with its answer; on
 * success it starts revalidating every cached call whose path starts with one of `revalidate`
 * (in the background: `trigger` does not wait for the refetches).
 */
export function useEndpointMutation<E extends EndpointDef>(endpoint: E, options?: { revalidate?: string[] }): EndpointMutation<E> {
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const prefixes = options?.revalidate;
  const trigger = useCallback(
    async (input?: EndpointInput<E>) => {
      setMutating(true);
      setError(null);
      try {
        const result = await apiFetch(endpoint, input);
        // the cached lists refresh in the background: the caller (a toast, a redirect) does not
        // wait on refetches of screens that may not even be mounted
        if (prefixes?.length) void revalidatePaths(prefixes).catch(() => undefined);
        return result;
      } catch (e) {
        setError(e as ApiError);
        throw e;
      } finally {
        setMutating(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [endpoint, prefixes?.join('\n')],
  );
  return { trigger, isMutating, error };
}
