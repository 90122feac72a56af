import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { appAlertKindLabels, type ShadowItDetectionTool, type ShadowItUnknownUserFilter, type SoftwareCategory } from '@kanri/contracts';

/**
 * Labels of the alert area (001 §2 "Alert categories", §3 enumerations). Each carries its
 * enumeration as Lingui context, so that a word shared with another list keeps its own translation.
 */

/**
 * Titles of the alert categories in the order of 001 §2 "Alert categories": shadow IT's own, then
 * the account alerts' names as the contracts give them (`appAlertKindLabels`, which the alerts CSV
 * and the cockpit's tile also show; issue 30: one wording).
 */
export const alertCategoryLabels = {
  SHADOW_IT: msg({ message: 'Shadow IT apps', context: 'alertCategory' }),
  NO_WORKER: appAlertKindLabels.NO_WORKER,
  VIOLATED: appAlertKindLabels.VIOLATED,
  VIOLATED_ROLE: appAlertKindLabels.VIOLATED_ROLE,
  NO_USER: appAlertKindLabels.NO_USER,
  INACTIVE: appAlertKindLabels.INACTIVE,
  ALUMNI: appAlertKindLabels.ALUMNI,
} as const satisfies Record<string, MessageDescriptor>;

/** What each alert list shows, under its title. */
export const alertCategoryDescriptions = {
  NO_WORKER: msg`Accounts that no worker of the company matches: link a worker or remove the account.`,
  VIOLATED: msg`Accounts of workers who are not assigned to the app.`,
  VIOLATED_ROLE: msg`Accounts whose role in the app differs from the role the worker is assigned.`,
  NO_USER: msg`Workers assigned to an app who have no account in it.`,
  INACTIVE: msg`Active accounts that have not signed in for the integration's inactive period.`,
  ALUMNI: msg`Accounts still active although their worker has left the company.`,
} as const satisfies Record<string, MessageDescriptor>;

/** Unknown-user filter of shadow IT (001 §3). */
export const unknownUserFilterLabels: Record<ShadowItUnknownUserFilter, MessageDescriptor> = {
  INCLUDE: msg({ message: 'Include unknown users', context: 'shadowItUnknownUser' }),
  ONLY: msg({ message: 'Unknown users only', context: 'shadowItUnknownUser' }),
  EXCLUDE: msg({ message: 'Exclude unknown users', context: 'shadowItUnknownUser' }),
};

/** The tool that reported a visit. */
export const detectionToolLabels: Record<ShadowItDetectionTool, MessageDescriptor> = {
  BROWSER_EXTENSION: msg({ message: 'Browser extension', context: 'shadowItDetectionTool' }),
  WEB_PROXY: msg({ message: 'Web proxy', context: 'shadowItDetectionTool' }),
  DNS_FILTER: msg({ message: 'DNS filter', context: 'shadowItDetectionTool' }),
};

/** Software categories of traceable apps (001 §3). */
export const traceableAppCategoryLabels: Record<SoftwareCategory, MessageDescriptor> = {
  MARKETING: msg({ message: 'Marketing', context: 'shadowItCategory' }),
  SALES: msg({ message: 'Sales', context: 'shadowItCategory' }),
  CS: msg({ message: 'Customer support', context: 'shadowItCategory' }),
  RESEARCH: msg({ message: 'Research', context: 'shadowItCategory' }),
  HR: msg({ message: 'HR', context: 'shadowItCategory' }),
  ACCOUNTING_FINANCE: msg({ message: 'Accounting and finance', context: 'shadowItCategory' }),
  LEGAL: msg({ message: 'Legal', context: 'shadowItCategory' }),
  OPERATION_WORKFLOW: msg({ message: 'Operation workflow', context: 'shadowItCategory' }),
  SUSTAINABILITY_IR: msg({ message: 'Sustainability and IR', context: 'shadowItCategory' }),
  COMMUNICATION: msg({ message: 'Communication', context: 'shadowItCategory' }),
  GROUPWARE_STORAGE: msg({ message: 'Groupware and storage', context: 'shadowItCategory' }),
  KNOWLEDGE_DOCUMENT: msg({ message: 'Knowledge and documents', context: 'shadowItCategory' }),
  PRODUCTIVITY: msg({ message: 'Productivity', context: 'shadowItCategory' }),
  DEV_OPS: msg({ message: 'Development and operations', context: 'shadowItCategory' }),
  PROJECT_MANAGEMENT: msg({ message: 'Project management', context: 'shadowItCategory' }),
  AI: msg({ message: 'AI', context: 'shadowItCategory' }),
  RPA_IPAAS: msg({ message: 'RPA and iPaaS', context: 'shadowItCategory' }),
  WEBSITE: msg({ message: 'Website', context: 'shadowItCategory' }),
  ANALYTICS: msg({ message: 'Analytics', context: 'shadowItCategory' }),
  SECURITY_COMPLIANCE: msg({ message: 'Security and compliance', context: 'shadowItCategory' }),
  OTHER: msg({ message: 'Other', context: 'shadowItCategory' }),
};
