import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldDescriptor } from '@kanri/ui';
import { fleetNoteMaxLength, fleetRegistrationNumberMaxLength, fleetTextMaxLength } from '@kanri/contracts';
import { fleetFieldLabels as labels, fleetFuelTypeLabels, fleetMainTypeLabels, fleetOwnershipLabels } from './fleet-labels';

/** One section of the vehicle's form and page. */
export interface FleetFieldSection {
  key: string;
  title: MessageDescriptor;
  fields: FieldDescriptor[];
  columns: number;
}

/**
 * The vehicle's fields in the sections of its form and page: the vehicle (the name typed and its
 * English name, issue 30), ownership and use (the place and person pickers and the model year are
 * rendered by hand), due dates, note.
 */
export const fleetFieldSections: FleetFieldSection[] = [
  {
    key: 'vehicle',
    title: msg`Vehicle`,
    columns: 2,
    fields: [
      { name: 'name', label: labels.name, kind: 'text', required: true, maxLength: fleetTextMaxLength },
      { name: 'nameEn', label: labels.nameEn, kind: 'text', maxLength: fleetTextMaxLength, description: msg`Leave empty to show the name in English too.` },
      { name: 'registrationNumber', label: labels.registrationNumber, kind: 'text', required: true, maxLength: fleetRegistrationNumberMaxLength, description: msg`As on the plate, e.g. 品川 300 あ 12-34. Unique in the company.` },
      { name: 'mainType', label: labels.mainType, kind: 'select', required: true, options: fleetMainTypeLabels, allowClear: false },
      { name: 'fuelType', label: labels.fuelType, kind: 'select', options: fleetFuelTypeLabels },
      { name: 'maker', label: labels.maker, kind: 'text', required: true, maxLength: fleetTextMaxLength },
      { name: 'model', label: labels.model, kind: 'text', required: true, maxLength: fleetTextMaxLength },
      { name: 'modelYear', label: labels.modelYear, kind: 'text' },
      { name: 'color', label: labels.color, kind: 'text', maxLength: fleetTextMaxLength },
    ],
  },
  {
    key: 'use',
    title: msg`Ownership and use`,
    columns: 2,
    fields: [
      { name: 'ownership', label: labels.ownership, kind: 'radio', required: true, options: fleetOwnershipLabels, span: 2 },
      { name: 'leaseCompany', label: labels.leaseCompany, kind: 'text', maxLength: fleetTextMaxLength },
      { name: 'leaseEndDate', label: labels.leaseEndDate, kind: 'date' },
      { name: 'placeId', label: labels.placeId, kind: 'select' },
      { name: 'assignedPersonId', label: labels.assignedPersonId, kind: 'select' },
    ],
  },
  {
    key: 'dueDates',
    title: msg`Inspection and insurance`,
    columns: 2,
    fields: [
      { name: 'inspectionDueDate', label: labels.inspectionDueDate, kind: 'date' },
      { name: 'compulsoryInsuranceDueDate', label: labels.compulsoryInsuranceDueDate, kind: 'date' },
      { name: 'insuranceCompany', label: labels.insuranceCompany, kind: 'text', maxLength: fleetTextMaxLength },
      { name: 'insuranceDueDate', label: labels.insuranceDueDate, kind: 'date' },
    ],
  },
  {
    key: 'note',
    title: msg`Note`,
    columns: 1,
    fields: [{ name: 'note', label: labels.note, kind: 'textarea', maxLength: fleetNoteMaxLength, span: 2 }],
  },
];
