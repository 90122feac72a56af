import type { CreateFleetInput, FleetDetail, FleetMainType, UpdateFleetInput } from '@kanri/contracts';

/** The add form's values: the body of `POST /v2/fleets` as the form holds it (`''` for required texts, `null` elsewhere). */
export type FleetFormValues = CreateFleetInput;

/** An empty add form of the given main type (owned, no dates). */
export const emptyFleetFormValues = (mainType: FleetMainType): FleetFormValues => ({
  mainType,
  name: '',
  nameEn: null,
  registrationNumber: '',
  maker: '',
  model: '',
  modelYear: null,
  color: null,
  fuelType: null,
  ownership: 'OWNED',
  leaseCompany: null,
  leaseEndDate: null,
  placeId: null,
  assignedPersonId: null,
  inspectionDueDate: null,
  compulsoryInsuranceDueDate: null,
  insuranceCompany: null,
  insuranceDueDate: null,
  note: null,
  mileageKm: null,
});

/**
 * The edit form's values from a vehicle: both names as stored (`nameJa`, `nameEn`), not the one
 * shown; its first-reading field stays null (readings are recorded apart).
 */
export function fleetFormValuesOf(f: FleetDetail): FleetFormValues {
  return {
    mainType: f.mainType,
    name: f.nameJa,
    nameEn: f.nameEn,
    registrationNumber: f.registrationNumber,
    maker: f.maker,
    model: f.model,
    modelYear: f.modelYear,
    color: f.color,
    fuelType: f.fuelType,
    ownership: f.ownership,
    leaseCompany: f.leaseCompany,
    leaseEndDate: f.leaseEndDate,
    placeId: f.place?.id ?? null,
    assignedPersonId: f.assignedPerson?.id ?? null,
    inspectionDueDate: f.inspectionDueDate,
    compulsoryInsuranceDueDate: f.compulsoryInsuranceDueDate,
    insuranceCompany: f.insuranceCompany,
    insuranceDueDate: f.insuranceDueDate,
    note: f.note,
    mileageKm: null,
  };
}

/** The PATCH body from the form's values, the status and the version edited. */
export function toUpdateFleetBody(values: FleetFormValues, status: FleetDetail['status'], version: number): UpdateFleetInput {
  const { mileageKm: _mileageKm, ...fields } = values;
  return { ...fields, status, version };
}
