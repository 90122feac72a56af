import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { enumValueLabels, fieldLabels, publicIdFields } from '@kanri/contracts';

/**
 * The labels of a public ID's history by the audit entries' keys: the record's fields are the
 * contracts' `publicIdFields` (issue 30; docs/fields.md), the masked number included (the audit
 * log never holds the number); an `ACCESS` entry's own keys — what was done (`access`), a reveal's
 * `reason`, an export's `mode`, a download's `fileName` — are the history's.
 */
export const publicIdFieldLabels: Record<string, MessageDescriptor> = {
  ...fieldLabels(publicIdFields),
  reason: msg`Reason for revealing`,
  access: msg`Access`,
  fileName: msg`File`,
  mode: msg`CSV file`,
};

/** The labels of the public ID's enumeration values by field (type, kind of national ID), for the history. */
export const publicIdEnumLabels = enumValueLabels(publicIdFields);

/**
 * What an `ACCESS` entry of the history records (`access`): a number revealed with its reason, the
 * record exported in clear in a CSV file, or a scan downloaded.
 */
export const publicIdAccessLabels: Record<string, MessageDescriptor> = {
  REVEAL: msg({ message: 'Number revealed', context: 'publicIdAccess' }),
  EXPORT: msg({ message: 'Exported with the number', context: 'publicIdAccess' }),
  DOWNLOAD: msg({ message: 'Scan downloaded', context: 'publicIdAccess' }),
};
