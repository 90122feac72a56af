import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { enumValueLabels, fieldLabels, fleetAlertCategoryLabels as alertCategoryLabels, fleetAlertKindLabels as alertKindLabels, fleetFields, type FleetAlertCategory, type FleetAlertKind, type FleetCategory, type FleetFuelType, type FleetMainType, type FleetOwnership, type FleetStatus } from '@kanri/contracts';

/** 車種 (`fleetMainType`): the description's values (`fleetFields.mainType.values`). */
export const fleetMainTypeLabels: Record<FleetMainType, MessageDescriptor> = fleetFields.mainType.values;

/** A line under each main type on the add-select cards. */
export const fleetMainTypeDescriptions: Record<FleetMainType, MessageDescriptor> = {
  CAR: msg`Sedans, hatchbacks and minivans with white plates.`,
  KEI_CAR: msg`Light vehicles up to 660 cc with yellow plates.`,
  VAN: msg`Commercial vans for deliveries and site visits.`,
  TRUCK: msg`Trucks, including light trucks.`,
  MOTORCYCLE: msg`Motorcycles and scooters.`,
};

/** 所有形態 (`fleetOwnership`): `fleetFields.ownership.values`. */
export const fleetOwnershipLabels: Record<FleetOwnership, MessageDescriptor> = fleetFields.ownership.values;

/** Fuel type (`fleetFuelType`): `fleetFields.fuelType.values`. */
export const fleetFuelTypeLabels: Record<FleetFuelType, MessageDescriptor> = fleetFields.fuelType.values;

/** The vehicle's status (`fleetStatus`): `fleetFields.status.values`. */
export const fleetStatusLabels: Record<FleetStatus, MessageDescriptor> = fleetFields.status.values;

/** The list's categories (`fleetCategory`): the statuses' labels, and All. */
export const fleetCategoryLabels: Record<FleetCategory, MessageDescriptor> = {
  ...fleetStatusLabels,
  ALL: msg({ message: 'All', context: 'fleetCategory' }),
};

/** The alerts' categories (`fleetAlertCategory`): the contracts' description (also the cockpit's), and the list's own All. */
export const fleetAlertCategoryLabels: Record<FleetAlertCategory, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'fleetAlertCategory' }),
  ...alertCategoryLabels,
};

/** What an alert is about (`fleetAlertKind`): the contracts' description. */
export const fleetAlertKindLabels: Record<FleetAlertKind, MessageDescriptor> = alertKindLabels;

/** The vehicle's field labels by the payload's field name (list, form, page and history): `fieldLabels(fleetFields)`. */
export const fleetFieldLabels = fieldLabels(fleetFields);

/** Each enumeration field's value labels, for the history's values: `enumValueLabels(fleetFields)`. */
export const fleetEnumLabels = enumValueLabels(fleetFields);
