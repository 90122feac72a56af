import type { FieldDescriptor } from '@kanri/ui';
import { softwareDescriptionMaxLength, softwareNameMaxLength, softwareVendorMaxLength, softwareWebsiteMaxLength, softwareNotesMaxLength } from '@kanri/contracts';
import {
  authMethodLabels,
  complianceLabels,
  hostingLabels,
  patchStateLabels,
  provisionMethodLabels,
  softwareCategoryLabels,
  softwareFieldLabels as l,
  softwareUsageStatusLabels,
} from './software-labels';

/** The detail fields (001 §3), for the add form, the detail tab and its edit form. */
export const softwareDetailFields: FieldDescriptor[] = [
  { name: 'name', label: l.name, kind: 'text', required: true, maxLength: softwareNameMaxLength },
  { name: 'vendorName', label: l.vendorName, kind: 'text', maxLength: softwareVendorMaxLength, emptyValue: '' },
  { name: 'category', label: l.category, kind: 'select', options: softwareCategoryLabels, required: true },
  { name: 'usageStatus', label: l.usageStatus, kind: 'select', options: softwareUsageStatusLabels, required: true },
  { name: 'websiteUrl', label: l.websiteUrl, kind: 'url', maxLength: softwareWebsiteMaxLength },
  { name: 'renewalDate', label: l.renewalDate, kind: 'date' },
  { name: 'description', label: l.description, kind: 'textarea', maxLength: softwareDescriptionMaxLength, span: 2 },
];

/** The architecture fields (001 §3 enumerations); `environments` is a multiple choice rendered by hand. */
export const softwareArchitectureFields: FieldDescriptor[] = [
  { name: 'hosting', label: l.hosting, kind: 'select', options: hostingLabels },
  { name: 'authMethod', label: l.authMethod, kind: 'select', options: authMethodLabels },
  { name: 'provisionMethod', label: l.provisionMethod, kind: 'select', options: provisionMethodLabels },
  { name: 'compliance', label: l.compliance, kind: 'select', options: complianceLabels },
  { name: 'patchState', label: l.patchState, kind: 'select', options: patchStateLabels },
  { name: 'notes', label: l.notes, kind: 'textarea', maxLength: softwareNotesMaxLength, span: 2 },
];
