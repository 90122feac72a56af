import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The labels of a public ID's fields by the payload's path, for its history (audit entries name
 * the changed fields; a reveal's `ACCESS` entry carries its `reason`, never the number).
 */
export const publicIdFieldLabels: Record<string, MessageDescriptor> = {
  personId: msg`Person`,
  publicIdType: msg`Type`,
  nationalIdType: msg`Kind of national ID`,
  number: msg`Number`,
  issueDate: msg`Issue date`,
  expiryDate: msg`Expiry date`,
  issuingCountry: msg`Issuing country`,
  nameOnDocument: msg`Name on the document`,
  issuingAuthority: msg`Issuing authority`,
  note: msg`Note`,
  reason: msg`Reason for revealing`,
  access: msg`Access`,
  maskedNumber: msg`Number (masked)`,
  fileName: msg`File`,
  mode: msg`CSV file`,
};

/**
 * What an `ACCESS` entry of the history records (`access`): a number revealed with its reason, the
 * record exported in clear in a CSV file, or a scan downloaded.
 */
export const publicIdAccessLabels: Record<string, MessageDescriptor> = {
  REVEAL: msg({ message: 'Number revealed', context: 'publicIdAccess' }),
  EXPORT: msg({ message: 'Exported with the number', context: 'publicIdAccess' }),
  DOWNLOAD: msg({ message: 'Scan downloaded', context: 'publicIdAccess' }),
};
