import { unstable_serialize } from 'swr';
import type { EndpointDef } from '@kanri/contracts';
import type { EndpointInput } from './api-fetch';

/** The SWR key of a call: `['api', path, method, input]` (STYLE.md "Data fetching"). */
export type EndpointKey = readonly ['api', string, string, unknown];

/** Builds the SWR key tuple of a call. */
export function endpointKey<E extends EndpointDef>(endpoint: E, input: EndpointInput<E> | undefined): EndpointKey {
  return ['api', endpoint.path, endpoint.method, input ?? {}] as const;
}

/**
 * The string SWR stores a call under (`unstable_serialize` of `endpointKey`): equal inputs give
 * equal strings whatever their property order, and a property set to `undefined` counts as absent,
 * exactly as SWR itself compares keys.
 */
export function endpointKeyHash<E extends EndpointDef>(endpoint: E, input: EndpointInput<E> | undefined): string {
  return unstable_serialize(endpointKey(endpoint, input));
}
