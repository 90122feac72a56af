import * as v from 'valibot';
import { messages } from '../messages';
import { countQuery, listQuery, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';

/** The software registry (001 §2 Software, §3 Software; DECISIONS.md "Routing"). */

/** Software types (001 §3): installed, middleware/OS, scratch, product, SaaS, custom SaaS. */
export const softwareTypeValues = ['SAAS', 'INSTALLED', 'MW_OS', 'SCRATCH', 'PRODUCT', 'CUSTOM_SAAS'] as const;
export const softwareTypeSchema = v.picklist(softwareTypeValues);
export type SoftwareType = v.InferOutput<typeof softwareTypeSchema>;

/** Software categories (001 §3). */
export const softwareCategoryValues = [
  'MARKETING', 'SALES', 'CS', 'RESEARCH', 'HR', 'ACCOUNTING_FINANCE', 'LEGAL', 'OPERATION_WORKFLOW',
  'SUSTAINABILITY_IR', 'COMMUNICATION', 'GROUPWARE_STORAGE', 'KNOWLEDGE_DOCUMENT', 'PRODUCTIVITY',
  'DEV_OPS', 'PROJECT_MANAGEMENT', 'AI', 'RPA_IPAAS', 'WEBSITE', 'ANALYTICS', 'SECURITY_COMPLIANCE', 'OTHER',
] as const;
export const softwareCategorySchema = v.picklist(softwareCategoryValues);
export type SoftwareCategory = v.InferOutput<typeof softwareCategorySchema>;

/** Software usage status (001 §3 "Software status"). */
export const softwareUsageStatusValues = ['ACTIVE', 'TRIAL', 'DEACTIVATED', 'DISCONTINUED'] as const;
export const softwareUsageStatusSchema = v.picklist(softwareUsageStatusValues);
export type SoftwareUsageStatus = v.InferOutput<typeof softwareUsageStatusSchema>;

/** A SaaS product's integration state: integrated, a custom app, deactivated, or not integrated. */
export const softwareIntegrationStatusValues = ['INTEGRATED', 'CUSTOM_APP', 'DEACTIVATED', 'NOT_INTEGRATED'] as const;
export const softwareIntegrationStatusSchema = v.picklist(softwareIntegrationStatusValues);
export type SoftwareIntegrationStatus = v.InferOutput<typeof softwareIntegrationStatusSchema>;

/** Registry `status` search: a software type or `ALL`; default `SAAS` (DECISIONS.md). */
export const softwareStatusFilterValues = [...softwareTypeValues, 'ALL'] as const;
/** Registry `integration` search, applied when `status=SAAS`; default `INTEGRATIONS` (DECISIONS.md). */
export const softwareIntegrationFilterValues = ['INTEGRATIONS', 'CUSTOM_APPS', 'DEACTIVATED', 'ALL'] as const;
/** Sortable registry columns; default `NAME`. */
export const softwareSortColumnValues = ['NAME', 'TYPE', 'CATEGORY', 'VENDOR', 'USAGE_STATUS', 'USER_COUNT'] as const;

const softwareFilters = {
  status: v.optional(v.picklist(softwareStatusFilterValues, messages.picklist.id), 'SAAS'),
  integration: v.optional(v.picklist(softwareIntegrationFilterValues, messages.picklist.id), 'INTEGRATIONS'),
};

/**
 * Query of `GET /v2/software`: `status` (default SAAS), `integration` (default INTEGRATIONS, only
 * with status=SAAS), `freeText` (name or vendor), `sortColumn` (default NAME), `sortOrder`,
 * `pageIndex` (0), `pageSize` (100, 1–1000).
 */
export const softwareListQuerySchema = listQuery({ sortColumns: softwareSortColumnValues, sortColumn: 'NAME', filters: softwareFilters });
export type SoftwareListQuery = v.InferOutput<typeof softwareListQuerySchema>;
/** Query of `GET /v2/software-count`: the list's filters and `freeText`. */
export const softwareCountQuerySchema = countQuery(softwareFilters);
export type SoftwareCountQuery = v.InferOutput<typeof softwareCountQuerySchema>;
/** URL search of `/software/registry`: invalid values fall back to their defaults. */
export const softwareSearchSchema = searchParamsSchema(softwareListQuerySchema);
export type SoftwareSearch = v.InferOutput<typeof softwareSearchSchema>;

/**
 * A registry row (001 §3 Software): `info` (name, type, category, logo URL or null), `vendor`,
 * `operationalStatus.usageStatus`, the SaaS integration state and the number of users.
 */
export const softwareSchema = v.object({
  id: v.string(),
  info: v.object({ name: v.string(), type: softwareTypeSchema, category: softwareCategorySchema, logoUrl: v.nullable(v.string()) }),
  vendor: v.object({ name: v.string() }),
  operationalStatus: v.object({ usageStatus: softwareUsageStatusSchema }),
  integrationStatus: softwareIntegrationStatusSchema,
  isCustomSaas: v.boolean(),
  userCount: v.number(),
});
export type Software = v.InferOutput<typeof softwareSchema>;

/** `GET /v2/software` — one page of the registry; `GET /v2/software-count` — how many rows match. Operator only. */
export const { list: listSoftwareEndpoint, count: countSoftwareEndpoint } = listEndpoints({
  path: '/v2/software', countPath: '/v2/software-count', summary: 'Software registry', access: 'operator', product: 'IT',
  row: softwareSchema, query: softwareListQuerySchema, countQuery: softwareCountQuerySchema,
});
