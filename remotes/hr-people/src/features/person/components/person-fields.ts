import * as v from 'valibot';
import type { FieldDescriptor } from '@kanri/ui';
import {
  familyMemberFieldsSchema,
  familyRelationshipLabels,
  genderLabels,
  personalInformationSchema,
  personNameSchema,
  personTextMaxLength,
  type FamilyMember,
  type FamilyMemberFieldsInput,
  type PersonDetail,
} from '@kanri/contracts';
import { msg } from '@lingui/core/macro';
import { personFieldLabels } from './person-labels';

const text = (name: string, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({ name, label: personFieldLabels[name]!, kind: 'text', maxLength: personTextMaxLength, ...extra });

/** The name fields (kanji, kana, romaji), declared once for the view and the edit form. */
export const personNameFields: FieldDescriptor[] = [
  text('name.familyNameJa', { required: true, emptyValue: '' }),
  text('name.givenNameJa', { required: true, emptyValue: '' }),
  text('name.familyNameKana', { required: true, emptyValue: '', description: msg`In katakana, e.g. ヤマダ` }),
  text('name.givenNameKana', { required: true, emptyValue: '', description: msg`In katakana, e.g. タロウ` }),
  text('name.familyNameEn', { required: true, emptyValue: '' }),
  text('name.givenNameEn', { required: true, emptyValue: '' }),
  text('name.middleNameEn'),
];

/** The personal information fields (001 §2 personal-information). */
export const personalInformationFields: FieldDescriptor[] = [
  { name: 'personalInformation.birthDate', label: personFieldLabels['personalInformation.birthDate']!, kind: 'date' },
  { name: 'personalInformation.gender', label: personFieldLabels['personalInformation.gender']!, kind: 'select', options: genderLabels },
  text('personalInformation.personalEmail', { kind: 'email', maxLength: 254 }),
  text('personalInformation.phoneNumber', { maxLength: 30 }),
  text('personalInformation.postalCode', { maxLength: 8, description: msg`Seven digits as NNN-NNNN, e.g. 150-0001` }),
  text('personalInformation.address', { maxLength: 200, span: 2 }),
  text('personalInformation.emergencyContactName'),
  text('personalInformation.emergencyContactRelationship'),
  text('personalInformation.emergencyContactPhone', { maxLength: 30 }),
];

/** The personal-information edit form's schema: the name and the personal information (the `version` is added when sent). */
export const personalInformationFormSchema = v.object({ name: personNameSchema, personalInformation: personalInformationSchema });
export type PersonalInformationFormValues = v.InferInput<typeof personalInformationFormSchema>;

/** The form's values from the record. */
export function personalInformationValuesOf(person: PersonDetail): PersonalInformationFormValues {
  return { name: { ...person.names }, personalInformation: { ...person.personalInformation } };
}

/** The family member fields (name, kana, relationship, birth date, dependants, lives together). */
export const familyMemberFields: FieldDescriptor[] = [
  { name: 'familyName', label: msg`Family name`, kind: 'text', required: true, maxLength: personTextMaxLength, emptyValue: '' },
  { name: 'givenName', label: msg`Given name`, kind: 'text', required: true, maxLength: personTextMaxLength, emptyValue: '' },
  { name: 'familyNameKana', label: msg`Family name (kana)`, kind: 'text', maxLength: personTextMaxLength },
  { name: 'givenNameKana', label: msg`Given name (kana)`, kind: 'text', maxLength: personTextMaxLength },
  { name: 'relationship', label: msg`Relationship`, kind: 'select', options: familyRelationshipLabels, required: true },
  { name: 'birthDate', label: msg`Date of birth`, kind: 'date' },
];

/** The family member form's schema (the contract's fields). */
export const familyMemberFormSchema = familyMemberFieldsSchema;

/** An empty family member (a spouse living together, no dependant flags). */
export const emptyFamilyMember: FamilyMemberFieldsInput = {
  familyName: '', givenName: '', familyNameKana: null, givenNameKana: null, relationship: 'SPOUSE', birthDate: null,
  isTaxDependent: false, isHealthInsuranceDependent: false, livesTogether: true,
};

/** A family member's form values. */
export function familyMemberValuesOf(member: FamilyMember): FamilyMemberFieldsInput {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- id and version are not form fields
  const { id, version, ...fields } = member;
  return fields;
}
