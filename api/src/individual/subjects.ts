import { and, eq } from 'drizzle-orm';
import type { Locale } from '@kanri/contracts';
import { devices, operationInstances, people, places } from '../schema';

/**
 * An operation instance's subject as the individual area shows it (001 §2 "Individual area"): the
 * columns and joins that name it, and its name in the locale. Read by the task list
 * (`individual.ts`) and one task's calls (`individual-tasks.ts`).
 */

/** The columns naming an instance's subject (a person, a device or a place), for `subjectNameOf`. */
export const subjectColumns = {
  personFamilyJa: people.familyNameJa,
  personGivenJa: people.givenNameJa,
  personFamilyEn: people.familyNameEn,
  personGivenEn: people.givenNameEn,
  workerNumber: people.workerNumber,
  deviceName: devices.name,
  deviceTag: devices.deviceTag,
  placeNameJa: places.nameJa,
  placeNameEn: places.nameEn,
  placeAddressJa: places.addressJa,
  placeAddressEn: places.addressEn,
};
type SubjectColumns = { [K in keyof typeof subjectColumns]: string | null };

/** LEFT JOINs of the instance's subject (people, devices or places, by `subject_kind`) in the same company. */
export const subjectJoins = {
  person: and(eq(operationInstances.subjectKind, 'PERSON'), eq(people.id, operationInstances.subjectId), eq(people.companyId, operationInstances.companyId)),
  device: and(eq(operationInstances.subjectKind, 'DEVICE'), eq(devices.id, operationInstances.subjectId), eq(devices.companyId, operationInstances.companyId)),
  place: and(eq(operationInstances.subjectKind, 'PLACE'), eq(places.id, operationInstances.subjectId), eq(places.companyId, operationInstances.companyId)),
};

/**
 * The subject's name in the locale (a person family name first in Japanese, given name first in
 * English; a device's name; a place's name) and its detail (worker number, device tag, address);
 * nulls when the subject is gone.
 */
export function subjectNameOf(row: SubjectColumns, locale: Locale): { name: string | null; detail: string | null } {
  const ja = locale === 'ja-JP';
  if (row.personFamilyJa !== null) {
    const name = ja ? `${row.personFamilyJa} ${row.personGivenJa}` : `${row.personGivenEn} ${row.personFamilyEn}`;
    return { name, detail: row.workerNumber };
  }
  if (row.deviceName !== null) return { name: row.deviceName, detail: row.deviceTag };
  if (row.placeNameJa !== null) return { name: ja ? row.placeNameJa : row.placeNameEn, detail: ja ? row.placeAddressJa : row.placeAddressEn };
  return { name: null, detail: null };
}
