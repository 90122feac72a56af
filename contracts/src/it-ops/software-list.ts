import * as v from 'valibot';
import { messages, type MessageDescriptor } from '../messages';
import { fields } from '../common/fields';
import { countQuery, listQuery, searchParamsSchema } from '../common/list-query';
import { listEndpoints } from '../common/list-endpoints';

/*
 * The software registry's list (issue 27): what `/software/registry`'s first screen reads — the row,
 * its enumerations, the URL search, the list and count calls and the labels of the fields the table
 * shows. Kept apart from the software record (`./software`: the detail, forms, dialogs and their
 * calls, which reuse these), so the registry's first screen loads only this module; both are
 * exported from `@kanri/contracts`.
 */

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

type Labels<V extends string> = Record<V, MessageDescriptor>;

/**
 * The software fields the registry's table shows (issue 30; docs/fields.md; catalog `contracts`):
 * the column titles of vendor, category, type, usage status and integration, and the labels of their
 * values (the type tabs, the cells). The record's `softwareFields` (`./software`) takes these
 * entries as they are, so each is described once.
 */
export const softwareListFields = fields({
  type: {
    label: /*i18n*/ { id: 'field.software.type', message: 'Type' },
    kind: 'enum',
    values: {
      SAAS: /*i18n*/ { id: 'field.software.type.SAAS', message: 'SaaS' },
      INSTALLED: /*i18n*/ { id: 'field.software.type.INSTALLED', message: 'Installed' },
      MW_OS: /*i18n*/ { id: 'field.software.type.MW_OS', message: 'Middleware / OS' },
      SCRATCH: /*i18n*/ { id: 'field.software.type.SCRATCH', message: 'Built in-house' },
      PRODUCT: /*i18n*/ { id: 'field.software.type.PRODUCT', message: 'Product' },
      CUSTOM_SAAS: /*i18n*/ { id: 'field.software.type.CUSTOM_SAAS', message: 'Custom SaaS' },
    } satisfies Labels<SoftwareType>,
  },
  vendorName: { label: /*i18n*/ { id: 'field.software.vendorName', message: 'Vendor' }, kind: 'text' },
  category: {
    label: /*i18n*/ { id: 'field.software.category', message: 'Category' },
    kind: 'enum',
    values: {
      MARKETING: /*i18n*/ { id: 'field.software.category.MARKETING', message: 'Marketing' },
      SALES: /*i18n*/ { id: 'field.software.category.SALES', message: 'Sales' },
      CS: /*i18n*/ { id: 'field.software.category.CS', message: 'Customer success' },
      RESEARCH: /*i18n*/ { id: 'field.software.category.RESEARCH', message: 'Research' },
      HR: /*i18n*/ { id: 'field.software.category.HR', message: 'HR' },
      ACCOUNTING_FINANCE: /*i18n*/ { id: 'field.software.category.ACCOUNTING_FINANCE', message: 'Accounting / finance' },
      LEGAL: /*i18n*/ { id: 'field.software.category.LEGAL', message: 'Legal' },
      OPERATION_WORKFLOW: /*i18n*/ { id: 'field.software.category.OPERATION_WORKFLOW', message: 'Operation workflow' },
      SUSTAINABILITY_IR: /*i18n*/ { id: 'field.software.category.SUSTAINABILITY_IR', message: 'Sustainability / IR' },
      COMMUNICATION: /*i18n*/ { id: 'field.software.category.COMMUNICATION', message: 'Communication' },
      GROUPWARE_STORAGE: /*i18n*/ { id: 'field.software.category.GROUPWARE_STORAGE', message: 'Groupware / storage' },
      KNOWLEDGE_DOCUMENT: /*i18n*/ { id: 'field.software.category.KNOWLEDGE_DOCUMENT', message: 'Knowledge documents' },
      PRODUCTIVITY: /*i18n*/ { id: 'field.software.category.PRODUCTIVITY', message: 'Productivity' },
      DEV_OPS: /*i18n*/ { id: 'field.software.category.DEV_OPS', message: 'DevOps' },
      PROJECT_MANAGEMENT: /*i18n*/ { id: 'field.software.category.PROJECT_MANAGEMENT', message: 'Project management' },
      AI: /*i18n*/ { id: 'field.software.category.AI', message: 'AI' },
      RPA_IPAAS: /*i18n*/ { id: 'field.software.category.RPA_IPAAS', message: 'RPA / iPaaS' },
      WEBSITE: /*i18n*/ { id: 'field.software.category.WEBSITE', message: 'Website' },
      ANALYTICS: /*i18n*/ { id: 'field.software.category.ANALYTICS', message: 'Analytics' },
      SECURITY_COMPLIANCE: /*i18n*/ { id: 'field.software.category.SECURITY_COMPLIANCE', message: 'Security / compliance' },
      OTHER: /*i18n*/ { id: 'field.software.category.OTHER', message: 'Other' },
    } satisfies Labels<SoftwareCategory>,
  },
  usageStatus: {
    label: /*i18n*/ { id: 'field.software.usageStatus', message: 'Usage status' },
    kind: 'enum',
    values: {
      ACTIVE: /*i18n*/ { id: 'field.software.usageStatus.ACTIVE', message: 'Active' },
      TRIAL: /*i18n*/ { id: 'field.software.usageStatus.TRIAL', message: 'Trial' },
      DEACTIVATED: /*i18n*/ { id: 'field.software.usageStatus.DEACTIVATED', message: 'Deactivated' },
      DISCONTINUED: /*i18n*/ { id: 'field.software.usageStatus.DISCONTINUED', message: 'Discontinued' },
    } satisfies Labels<SoftwareUsageStatus>,
  },
  integrationStatus: {
    label: /*i18n*/ { id: 'field.software.integrationStatus', message: 'Integration' },
    kind: 'enum',
    values: {
      INTEGRATED: /*i18n*/ { id: 'field.software.integrationStatus.INTEGRATED', message: 'Integrated' },
      CUSTOM_APP: /*i18n*/ { id: 'field.software.integrationStatus.CUSTOM_APP', message: 'Custom app' },
      DEACTIVATED: /*i18n*/ { id: 'field.software.integrationStatus.DEACTIVATED', message: 'Deactivated' },
      NOT_INTEGRATED: /*i18n*/ { id: 'field.software.integrationStatus.NOT_INTEGRATED', message: 'Not integrated' },
    } satisfies Labels<SoftwareIntegrationStatus>,
  },
});
