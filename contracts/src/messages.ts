import type * as v from 'valibot';

/**
 * Validation messages of the contract schemas, as Lingui message descriptors with explicit ids.
 *
 * A schema carries the id as its valibot message; the server and the pages translate it with the
 * shared Lingui catalog `locales/<locale>/contracts.po`, so the same rule reads the same in the
 * API's 400 answer and under a form field. Generic valibot issue types map through
 * `issueMessages`; `{requirement}` is the issue's limit (a length, a maximum).
 */
export const messages = {
  required: /*i18n*/ { id: 'validation.required', message: 'This field is required' },
  invalid: /*i18n*/ { id: 'validation.invalid', message: 'This value is not valid' },
  invalidType: /*i18n*/ { id: 'validation.type', message: 'This value has the wrong type' },
  minLength: /*i18n*/ { id: 'validation.minLength', message: 'Enter at least {requirement} characters' },
  maxLength: /*i18n*/ { id: 'validation.maxLength', message: 'Enter at most {requirement} characters' },
  minValue: /*i18n*/ { id: 'validation.minValue', message: 'Enter {requirement} or more' },
  maxValue: /*i18n*/ { id: 'validation.maxValue', message: 'Enter {requirement} or less' },
  integer: /*i18n*/ { id: 'validation.integer', message: 'Enter a whole number' },
  email: /*i18n*/ { id: 'validation.email', message: 'Enter a valid e-mail address' },
  picklist: /*i18n*/ { id: 'validation.picklist', message: 'Choose one of the listed values' },
  uuid: /*i18n*/ { id: 'validation.uuid', message: 'This identifier is not valid' },
  isoDate: /*i18n*/ { id: 'validation.isoDate', message: 'Enter a date as YYYY-MM-DD' },
  isoDateTime: /*i18n*/ { id: 'validation.isoDateTime', message: 'Enter a date and time in ISO 8601 form' },
  passwordLength: /*i18n*/ { id: 'validation.password.length', message: 'Use 8 to 128 characters' },
  otpFormat: /*i18n*/ { id: 'validation.otp.format', message: 'Enter the 6-digit code' },
  localeUnsupported: /*i18n*/ { id: 'validation.locale', message: 'Choose en-US or ja-JP' },
  networkNameWhitespaceOnly: /*i18n*/ { id: 'validation.network.name.whitespaceOnly', message: 'The network name cannot be only spaces' },
  placeNotRelevant: /*i18n*/ { id: 'validation.network.placeId.notRelevant', message: 'A place can be chosen only when the destination type is Place' },
  deviceNotRelevant: /*i18n*/ { id: 'validation.network.deviceId.notRelevant', message: 'A device can be chosen only when the destination type is Device' },
  periodOrder: /*i18n*/ { id: 'validation.period.order', message: 'The end date must be on or after the start date' },
  deviceIdRequired: /*i18n*/ { id: 'validation.device.id.required', message: 'Device ID is required' },
  deviceNameRequired: /*i18n*/ { id: 'validation.device.name.required', message: 'Device name is required' },
  csvFileType: /*i18n*/ { id: 'validation.csv.fileType', message: 'Choose a .csv file' },
  imageFileType: /*i18n*/ { id: 'validation.image.fileType', message: 'Choose a PNG, JPEG, GIF or WebP image' },
  csvFileTooLarge: /*i18n*/ { id: 'validation.csv.fileTooLarge', message: 'The file must be 10 MB or smaller' },
  codeFormat: /*i18n*/ { id: 'validation.code.format', message: 'Use letters, digits, hyphens, underscores and periods only' },
  url: /*i18n*/ { id: 'validation.url', message: 'Enter a URL starting with http:// or https://' },
  nameWhitespaceOnly: /*i18n*/ { id: 'validation.name.whitespaceOnly', message: 'The name cannot be only spaces' },
  maxItems: /*i18n*/ { id: 'validation.maxItems', message: 'Choose at most {requirement} items' },
  duplicate: /*i18n*/ { id: 'validation.duplicate', message: 'This item is listed more than once' },
  includedAndExcluded: /*i18n*/ { id: 'validation.peopleGroup.includedAndExcluded', message: 'A person cannot be both included and excluded' },
  katakana: /*i18n*/ { id: 'validation.katakana', message: 'Enter this in katakana' },
  postalCode: /*i18n*/ { id: 'validation.postalCode', message: 'Enter the postal code as 123-4567' },
  myNumberFormat: /*i18n*/ { id: 'validation.myNumber.format', message: 'Enter the My Number as 12 digits' },
  myNumberCheckDigit: /*i18n*/ { id: 'validation.myNumber.checkDigit', message: 'This My Number is not valid: its check digit does not match' },
  publicIdNumberFormat: /*i18n*/ { id: 'validation.publicId.number.format', message: 'Enter 4 to 30 letters and digits' },
  nationalIdTypeRequired: /*i18n*/ { id: 'validation.publicId.nationalIdType.required', message: 'Choose the kind of national ID' },
  nationalIdTypeNotRelevant: /*i18n*/ { id: 'validation.publicId.nationalIdType.notRelevant', message: 'A travel document has no national ID kind' },
  countryCode: /*i18n*/ { id: 'validation.countryCode', message: 'Enter a two-letter country code (ISO 3166-1), e.g. JP' },
  publicIdFileType: /*i18n*/ { id: 'validation.publicId.fileType', message: 'Choose a PNG, JPEG or WebP image or a PDF' },
  publicIdFileTooLarge: /*i18n*/ { id: 'validation.publicId.fileTooLarge', message: 'The file must be 10 MB or smaller' },
  timeOfDay: /*i18n*/ { id: 'validation.timeOfDay', message: 'Enter a time as HH:MM, 24-hour (00:00–23:59)' },
  timeRecordEditEmpty: /*i18n*/ { id: 'validation.timeRecordEdit.empty', message: 'Add, change or delete at least one record' },
  contractTitleWhitespaceOnly: /*i18n*/ { id: 'validation.contract.title.whitespaceOnly', message: 'The title cannot be only spaces' },
  contractRenewalTermRequired: /*i18n*/ { id: 'validation.contract.renewalTerm.required', message: 'Enter the renewal term of an auto-renewing contract' },
  contractEndDateRequired: /*i18n*/ { id: 'validation.contract.endDate.required', message: 'An auto-renewing contract needs an end date' },
  contractAmountDecimals: /*i18n*/ { id: 'validation.contract.amount.decimals', message: 'Enter an amount with at most two decimals' },
  contractRenewEndDate: /*i18n*/ { id: 'validation.contract.renew.endDate', message: 'The new term must end after the current term' },
  operationOptionsRequired: /*i18n*/ { id: 'validation.operation.options.required', message: 'Add at least one option to a choice field' },
  operationFormRequired: /*i18n*/ { id: 'validation.operation.formId.required', message: 'Choose the form this task fills' },
  operationFormNotRelevant: /*i18n*/ { id: 'validation.operation.formId.notRelevant', message: 'Only a form task fills a form' },
  operationSubjectsOrCategories: /*i18n*/ { id: 'validation.operation.subjects.oneOf', message: 'Choose the subjects or the device categories, not both' },
  operationDeviceCategoriesNotRelevant: /*i18n*/ { id: 'validation.operation.deviceCategories.notRelevant', message: 'Device categories apply only to device packages' },
  operationDeviceSelfReportNotRelevant: /*i18n*/ { id: 'validation.operation.deviceSelfReport.notRelevant', message: 'A device self-report task belongs only in a device package' },
  operationAbortReasonRequired: /*i18n*/ { id: 'validation.operation.abortReason.required', message: 'Enter the reason for aborting' },
  individualSendBackComment: /*i18n*/ { id: 'validation.individual.sendBack.comment', message: 'Say what needs fixing before sending this back' },
  selfReportScanModeRequired: /*i18n*/ { id: 'validation.individual.selfReport.scanMode', message: 'Scan the tag or type it' },
  selfReportTagRequired: /*i18n*/ { id: 'validation.individual.selfReport.tag', message: "Scan or type the device's asset tag" },
  selfReportConditionRequired: /*i18n*/ { id: 'validation.individual.selfReport.condition', message: "Choose the device's condition" },
  selfReportMemoRequired: /*i18n*/ { id: 'validation.individual.selfReport.memo', message: "Say why you don't have this device" },
  groupIdLoginIdSpaces: /*i18n*/ { id: 'validation.groupId.loginId.spaces', message: 'The login ID cannot contain spaces' },
  groupIdNameWhitespaceOnly: /*i18n*/ { id: 'validation.groupId.name.whitespaceOnly', message: 'The name cannot be only spaces' },
  unsafeCharacters: /*i18n*/ { id: 'validation.unsafeCharacters', message: 'This value contains characters that cannot be stored (a NUL character or a broken surrogate pair)' },
} as const;

export type MessageDescriptor = { id: string; message: string; context?: string };

/** valibot issue `type` → message descriptor, for issues whose schema gave no message of its own. */
export const issueMessages: Record<string, MessageDescriptor> = {
  min_length: messages.minLength,
  max_length: messages.maxLength,
  non_empty: messages.required,
  min_value: messages.minValue,
  max_value: messages.maxValue,
  integer: messages.integer,
  email: messages.email,
  picklist: messages.picklist,
  uuid: messages.uuid,
  iso_date: messages.isoDate,
  iso_timestamp: messages.isoDateTime,
  regex: messages.invalid,
};

const byId = new Map<string, MessageDescriptor>(Object.values(messages).map((m) => [m.id, m]));

/**
 * The message descriptor and its values for one valibot issue.
 * A missing value (`undefined` where something was required) reads "required"; a schema message
 * that is a known id is used as is; otherwise the issue type decides.
 */
export function describeIssue(issue: v.BaseIssue<unknown>): { descriptor: MessageDescriptor; values: Record<string, unknown> } {
  const values = { requirement: issue.requirement as unknown, received: issue.received };
  const own = byId.get(issue.message);
  if (own) return { descriptor: own, values };
  if (issue.input === undefined || issue.input === null) return { descriptor: messages.required, values };
  if (issue.kind === 'schema' && issue.type !== 'picklist' && issue.type !== 'union') return { descriptor: messages.invalidType, values };
  return { descriptor: issueMessages[issue.type] ?? messages.invalid, values };
}

/** Dotted path of an issue (`networkInformation.networkName`, `items.3.name`); '' for the root. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((p) => String((p as { key: unknown }).key)).join('.');
}
