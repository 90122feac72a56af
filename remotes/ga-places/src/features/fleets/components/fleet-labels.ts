import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FleetAlertCategory, FleetAlertKind, FleetCategory, FleetFuelType, FleetMainType, FleetOwnership, FleetStatus } from '@kanri/contracts';

/** 車種 (`fleetMainType`). */
export const fleetMainTypeLabels: Record<FleetMainType, MessageDescriptor> = {
  CAR: msg({ message: 'Car', context: 'fleetMainType' }),
  KEI_CAR: msg({ message: 'Kei car', context: 'fleetMainType' }),
  VAN: msg({ message: 'Van', context: 'fleetMainType' }),
  TRUCK: msg({ message: 'Truck', context: 'fleetMainType' }),
  MOTORCYCLE: msg({ message: 'Motorcycle', context: 'fleetMainType' }),
};

/** A line under each main type on the add-select cards. */
export const fleetMainTypeDescriptions: Record<FleetMainType, MessageDescriptor> = {
  CAR: msg`Sedans, hatchbacks and minivans with white plates.`,
  KEI_CAR: msg`Light vehicles up to 660 cc with yellow plates.`,
  VAN: msg`Commercial vans for deliveries and site visits.`,
  TRUCK: msg`Trucks, including light trucks.`,
  MOTORCYCLE: msg`Motorcycles and scooters.`,
};

/** 所有形態 (`fleetOwnership`). */
export const fleetOwnershipLabels: Record<FleetOwnership, MessageDescriptor> = {
  OWNED: msg({ message: 'Company-owned', context: 'fleetOwnership' }),
  LEASED: msg({ message: 'Leased', context: 'fleetOwnership' }),
  RENTAL: msg({ message: 'Rental', context: 'fleetOwnership' }),
};

/** Fuel type (`fleetFuelType`). */
export const fleetFuelTypeLabels: Record<FleetFuelType, MessageDescriptor> = {
  GASOLINE: msg({ message: 'Gasoline', context: 'fleetFuelType' }),
  DIESEL: msg({ message: 'Diesel', context: 'fleetFuelType' }),
  HYBRID: msg({ message: 'Hybrid', context: 'fleetFuelType' }),
  ELECTRIC: msg({ message: 'Electric', context: 'fleetFuelType' }),
};

/** The vehicle's status (`fleetStatus`). */
export const fleetStatusLabels: Record<FleetStatus, MessageDescriptor> = {
  ACTIVE: msg({ message: 'In use', context: 'fleetStatus' }),
  IN_MAINTENANCE: msg({ message: 'In maintenance', context: 'fleetStatus' }),
  RETIRED: msg({ message: 'Retired', context: 'fleetStatus' }),
};

/** The list's categories (`fleetCategory`). */
export const fleetCategoryLabels: Record<FleetCategory, MessageDescriptor> = {
  ACTIVE: msg({ message: 'In use', context: 'fleetCategory' }),
  IN_MAINTENANCE: msg({ message: 'In maintenance', context: 'fleetCategory' }),
  RETIRED: msg({ message: 'Retired', context: 'fleetCategory' }),
  ALL: msg({ message: 'All', context: 'fleetCategory' }),
};

/** The alerts' categories (`fleetAlertCategory`). */
export const fleetAlertCategoryLabels: Record<FleetAlertCategory, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'fleetAlertCategory' }),
  INSPECTION: msg({ message: 'Vehicle inspection', context: 'fleetAlertCategory' }),
  INSURANCE: msg({ message: 'Insurance', context: 'fleetAlertCategory' }),
  MILEAGE: msg({ message: 'Mileage', context: 'fleetAlertCategory' }),
};

/** What an alert is about (`fleetAlertKind`). */
export const fleetAlertKindLabels: Record<FleetAlertKind, MessageDescriptor> = {
  INSPECTION: msg({ message: 'Vehicle inspection due', context: 'fleetAlertKind' }),
  COMPULSORY_INSURANCE: msg({ message: 'Compulsory insurance due', context: 'fleetAlertKind' }),
  INSURANCE: msg({ message: 'Voluntary insurance due', context: 'fleetAlertKind' }),
  MILEAGE: msg({ message: 'Mileage over the threshold', context: 'fleetAlertKind' }),
};

/** The vehicle's field labels, keyed by the payload's field name (form, page and history share them). */
export const fleetFieldLabels = {
  mainType: msg({ message: 'Vehicle type', context: 'fleetField' }),
  name: msg({ message: 'Vehicle name', context: 'fleetField' }),
  registrationNumber: msg({ message: 'Registration number', context: 'fleetField' }),
  maker: msg({ message: 'Maker', context: 'fleetField' }),
  model: msg({ message: 'Model', context: 'fleetField' }),
  modelYear: msg({ message: 'Model year', context: 'fleetField' }),
  color: msg({ message: 'Color', context: 'fleetField' }),
  fuelType: msg({ message: 'Fuel type', context: 'fleetField' }),
  ownership: msg({ message: 'Ownership', context: 'fleetField' }),
  leaseCompany: msg({ message: 'Lease company', context: 'fleetField' }),
  leaseEndDate: msg({ message: 'Lease end date', context: 'fleetField' }),
  status: msg({ message: 'Status', context: 'fleetField' }),
  placeId: msg({ message: 'Storage place', context: 'fleetField' }),
  assignedPersonId: msg({ message: 'User', context: 'fleetField' }),
  inspectionDueDate: msg({ message: 'Vehicle inspection expiry', context: 'fleetField' }),
  compulsoryInsuranceDueDate: msg({ message: 'Compulsory insurance expiry', context: 'fleetField' }),
  insuranceCompany: msg({ message: 'Insurance company', context: 'fleetField' }),
  insuranceDueDate: msg({ message: 'Voluntary insurance expiry', context: 'fleetField' }),
  note: msg({ message: 'Note', context: 'fleetField' }),
  mileageKm: msg({ message: 'Mileage (km)', context: 'fleetField' }),
} satisfies Record<string, MessageDescriptor>;

/** Each enumeration field's labels, for the history's values. */
export const fleetEnumLabels = { mainType: fleetMainTypeLabels, ownership: fleetOwnershipLabels, fuelType: fleetFuelTypeLabels, status: fleetStatusLabels };
