import type { MessageDescriptor } from '@kanri/contracts';

/**
 * Header labels of the CSV columns that are no resource field (catalog unit `api`): the record id,
 * the places list's name and address columns, the equipment list's creation time. A resource's
 * field columns and enumeration cells read its description in contracts (`placeFields`,
 * `equipmentFields`, … issue 30, docs/fields.md), so a header or a value in a file may be the key
 * (`serialNumber`, `IN_USE`) or its label in either language.
 */
export const columnLabels = {
  id: /*i18n*/ { id: 'api.csv.column.id', message: 'ID' },
  createdAt: /*i18n*/ { id: 'api.csv.column.createdAt', message: 'Created at' },
  placeName: /*i18n*/ { id: 'api.csv.column.placeName', message: 'Place name' },
  address: /*i18n*/ { id: 'api.csv.column.address', message: 'Address' },
} as const satisfies Record<string, MessageDescriptor>;
