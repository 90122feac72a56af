import type { FieldDescriptor } from '@kanri/ui';
import { networkNameMaxLength, networkPurposeMaxLength } from '@kanri/contracts';
import {
  accessLevelLabels,
  accessStatusLabels,
  connectionTypeLabels,
  networkCategoryLabels,
  networkFieldLabels,
  networkTypeLabels,
  subjectTypeLabels,
} from './network-labels';

/**
 * The plain fields of `networkInformation` (000 §3, §5), declared once for the form (add and edit)
 * and the record page: name (required, at most 100), type, connection type, category, purpose (at
 * most 200). The destination and the admin contact are written by hand (dependent pickers).
 */
export const networkInformationFields: FieldDescriptor[] = [
  { name: 'networkInformation.networkName', label: networkFieldLabels['networkInformation.networkName'], kind: 'text', required: true, maxLength: networkNameMaxLength, emptyValue: '' },
  { name: 'networkInformation.networkType', label: networkFieldLabels['networkInformation.networkType'], kind: 'select', options: networkTypeLabels },
  { name: 'networkInformation.connectionType', label: networkFieldLabels['networkInformation.connectionType'], kind: 'select', options: connectionTypeLabels },
  { name: 'networkInformation.networkCategory', label: networkFieldLabels['networkInformation.networkCategory'], kind: 'select', options: networkCategoryLabels },
  { name: 'networkInformation.purpose', label: networkFieldLabels['networkInformation.purpose'], kind: 'textarea', maxLength: networkPurposeMaxLength, span: 2 },
];

/** The fields of `accessControl` (000 §3), every one optional; "to" cannot be before "from" (the form disables earlier days). */
export const accessControlFields: FieldDescriptor[] = [
  { name: 'accessControl.accessLevel', label: networkFieldLabels['accessControl.accessLevel'], kind: 'select', options: accessLevelLabels },
  { name: 'accessControl.accessStatus', label: networkFieldLabels['accessControl.accessStatus'], kind: 'select', options: accessStatusLabels },
  { name: 'accessControl.accessPeriodFrom', label: networkFieldLabels['accessControl.accessPeriodFrom'], kind: 'date' },
  { name: 'accessControl.accessPeriodTo', label: networkFieldLabels['accessControl.accessPeriodTo'], kind: 'date' },
  { name: 'accessControl.subjectType', label: networkFieldLabels['accessControl.subjectType'], kind: 'radio', options: subjectTypeLabels },
];
