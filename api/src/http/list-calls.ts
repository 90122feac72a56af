import { apiEndpoints, type EndpointDef } from '@kanri/contracts';
import type { demoAccounts } from '../seed/seed';

/**
 * The company's paged lists of the contracts (issue 28 "every list endpoint of the spec"): each
 * `GET` whose query takes `pageSize`, whose path has no parameter and which an operator calls.
 * `lists.test.ts` checks each one's body and statements, `bench/list-latency.ts --lists every`
 * measures each one; both walk this one enumeration.
 */
export interface ListCall {
  /** The contracts' group the endpoint is declared in (`apiEndpoints`' key). */
  tag: string;
  def: EndpointDef;
}

/** The paged list calls of `apiEndpoints` (see `ListCall`), in the contracts' order. */
export function listCalls(): ListCall[] {
  const calls: ListCall[] = [];
  for (const [tag, endpoints] of Object.entries(apiEndpoints)) {
    for (const def of endpoints as readonly EndpointDef[]) {
      const entries = (def.query as unknown as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
      if (def.method === 'GET' && !def.path.includes('{') && 'pageSize' in entries && def.access === 'operator') calls.push({ tag, def });
    }
  }
  return calls;
}

/** Seeded ids a list's required query names. */
export interface ListCallIds {
  /** A person of the demo company (the audit log is asked for one record). */
  personId: string;
}

/** What a list call needs beyond its page: more query, another caller, or a reason it is left out. */
export interface ListCallNeed {
  /** The query after `pageSize=…&` (without a leading `&`). */
  query?: (ids: ListCallIds) => string;
  /** The demo account that calls it (the demo admin when absent). */
  as?: keyof typeof demoAccounts;
  /** Why the list is not called here. */
  skip?: string;
}

/**
 * Lists whose query needs more than a page, by path. The device inventory's data needs a started
 * inventory, which its own API tests (device-inventory.test.ts) start.
 */
export const listCallNeeds: Readonly<Record<string, ListCallNeed>> = {
  '/v2/audit-logs': { query: (ids) => `resourceType=PERSON&resourceId=${ids.personId}` },
  '/v2/hr-master-items': { query: () => 'catalog=JOB_FUNCTION' },
  '/v2/it-operation-core/device-inventory': { skip: 'needs a started inventory (device-inventory tests)' },
  // a supplier company's incoming orders
  '/v2/marketplace/sales-orders': { as: 'supplier' },
};

/** The URL of a `pageSize`-row page of `call`, with what `listCallNeeds` says it needs. */
export function listCallUrl(call: ListCall, pageSize: number, ids: ListCallIds): string {
  const need = listCallNeeds[call.def.path];
  return `${call.def.path}?pageSize=${pageSize}${need?.query ? `&${need.query(ids)}` : ''}`;
}

/** The number of items of a page body (`items`, `data` or `rows`, or a bare array), or null when it has none. */
export function pageItemCount(body: unknown): number | null {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') {
    for (const key of ['items', 'data', 'rows']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value.length;
    }
  }
  return null;
}
