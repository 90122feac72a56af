import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldDescriptor } from '@kanri/ui';
import { placeFieldLabels as labels, placeStatusLabels } from './place-labels';

/** One section of the place's form and page: its title, its fields and how many columns they take. */
export interface PlaceFieldSection {
  key: string;
  title: MessageDescriptor;
  fields: FieldDescriptor[];
  columns: number;
}

/**
 * The plain fields of a place (000 §3 Place) in the sections of its form and page: basic
 * information, contact, address. The classification (three type references whose choices are the
 * company's place types) is written by hand.
 */
export const placeFieldSections: PlaceFieldSection[] = [
  {
    key: 'basic',
    title: msg`Basic information`,
    columns: 2,
    fields: [
      { name: 'code', label: labels.code, kind: 'text', required: true, maxLength: 50, description: msg`Letters, digits, hyphens, underscores and periods. Unique in the company.` },
      { name: 'status', label: labels.status, kind: 'select', required: true, options: placeStatusLabels },
      { name: 'nameJa', label: labels.nameJa, kind: 'text', required: true, maxLength: 100 },
      { name: 'nameEn', label: labels.nameEn, kind: 'text', maxLength: 100, description: msg`Leave empty to use the Japanese name.` },
      { name: 'establishedDate', label: labels.establishedDate, kind: 'date' },
    ],
  },
  {
    key: 'contact',
    title: msg`Contact`,
    columns: 2,
    fields: [
      { name: 'email', label: labels.email, kind: 'email', maxLength: 254 },
      { name: 'phoneNumber', label: labels.phoneNumber, kind: 'text', maxLength: 30 },
      { name: 'website', label: labels.website, kind: 'url', maxLength: 500, span: 2 },
    ],
  },
  {
    key: 'address',
    title: msg`Address`,
    columns: 2,
    fields: [
      { name: 'addressJa', label: labels.addressJa, kind: 'text', maxLength: 200 },
      { name: 'addressEn', label: labels.addressEn, kind: 'text', maxLength: 200 },
    ],
  },
];
