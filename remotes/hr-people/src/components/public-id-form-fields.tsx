import type { ReactNode } from 'react';
import { Col, Input, Row } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormDateField, FormSelectField, FormTextAreaField, FormTextField, type SchemaFormApi } from '@kanri/ui';
import {
  nationalIdTypeValues,
  publicIdFields,
  publicIdNoteMaxLength,
  publicIdTextMaxLength,
  type NationalIdType,
  type PublicIdDetail,
  type PublicIdType,
} from '@kanri/contracts';
import { useCountryOptions } from './public-id-parts';

/**
 * The values of the public ID forms (add and edit share them): the create body as typed, `number`
 * `undefined` in the edit form while unchanged, and `version` (the edit's; the create schema
 * drops it, the update schema drops `personId` and `publicIdType`).
 */
export interface PublicIdFormValues {
  personId: string;
  publicIdType: PublicIdType;
  nationalIdType: NationalIdType | null;
  number: string | undefined;
  issueDate: string | null;
  expiryDate: string | null;
  issuingCountry: string | null;
  nameOnDocument: string | null;
  issuingAuthority: string | null;
  note: string | null;
  version: number;
}

/** The add form's start: the person given (or none), a My Number, everything else empty; Japan as the issuing country. */
export function emptyPublicIdFormValues(personId: string | null): PublicIdFormValues {
  return {
    personId: personId ?? '', publicIdType: 'NATIONAL_ID', nationalIdType: 'MY_NUMBER', number: '', issueDate: null, expiryDate: null,
    issuingCountry: 'JP', nameOnDocument: null, issuingAuthority: null, note: null, version: 0,
  };
}

/** The edit form's start from a record: its fields, the number unchanged (`undefined`), its `version`. */
export function publicIdFormValuesOf(record: PublicIdDetail): PublicIdFormValues {
  return {
    personId: record.person.id, publicIdType: record.publicIdType, nationalIdType: record.nationalIdType, number: undefined,
    issueDate: record.issueDate, expiryDate: record.expiryDate, issuingCountry: record.issuingCountry, nameOnDocument: record.nameOnDocument,
    issuingAuthority: record.issuingAuthority, note: record.note, version: record.version,
  };
}

type Form = SchemaFormApi<PublicIdFormValues>;

function Cell({ children, span = 12 }: { children: ReactNode; span?: number }) {
  return (
    <Col xs={24} md={span}>
      {children}
    </Col>
  );
}

/**
 * The number field: never remembered by the browser (`autocomplete="off"`, no spell check), never
 * put in the URL (the form posts through the API). In the add form it is required; in the edit
 * form (`optional`) an empty box keeps the stored number and its description says so.
 */
export function PublicIdNumberField({ form, optional, label }: { form: Form; optional?: boolean; label: string }) {
  const { t } = useLingui();
  if (!optional) return <FormTextField form={form} name="number" label={label} required autoComplete="off" maxLength={30} />;
  return (
    <FormCustomField form={form} name="number" label={label} description={t`Leave empty to keep the number on record.`}>
      {(control) => (
        <Input
          id={control.id}
          value={control.value ?? ''}
          onChange={(event) => control.onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={control.onBlur}
          status={control.status}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          disabled={control.disabled}
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
        />
      )}
    </FormCustomField>
  );
}

/** The national ID kind (its `publicIdFields` label and choices): required for a national ID (My Number, NRIC), not shown for a travel document. */
export function NationalIdTypeField({ form }: { form: Form }) {
  const { i18n } = useLingui();
  return (
    <FormSelectField
      form={form}
      name="nationalIdType"
      label={i18n._(publicIdFields.nationalIdType.label)}
      required
      allowClear={false}
      options={nationalIdTypeValues.map((value) => ({ value, label: i18n._(publicIdFields.nationalIdType.values[value]) }))}
    />
  );
}

/**
 * What is printed on the document, shared by the add and edit forms (001 §2 Public IDs): issue and
 * expiry dates (expiry on or after issue), issuing country (ISO 3166-1 alpha-2, named in the
 * reader's language), name on the document and issuing authority (≤ 100 characters), note (≤ 1000).
 * Labels are the contracts' `publicIdFields` (issue 30).
 */
export function PublicIdDocumentFields({ form }: { form: Form }) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof publicIdFields) => i18n._(publicIdFields[key].label);
  const countries = useCountryOptions();
  return (
    <Row gutter={16}>
      <Cell><FormDateField form={form} name="issueDate" label={label('issueDate')} /></Cell>
      <Cell><FormDateField form={form} name="expiryDate" label={label('expiryDate')} /></Cell>
      <Cell><FormSelectField form={form} name="issuingCountry" label={label('issuingCountry')} options={countries} showSearch /></Cell>
      <Cell>
        <FormTextField form={form} name="nameOnDocument" label={label('nameOnDocument')} emptyValue={null} maxLength={publicIdTextMaxLength} />
      </Cell>
      <Cell>
        <FormTextField form={form} name="issuingAuthority" label={label('issuingAuthority')} emptyValue={null} maxLength={publicIdTextMaxLength} />
      </Cell>
      <Cell span={24}>
        <FormTextAreaField form={form} name="note" label={label('note')} emptyValue={null} maxLength={publicIdNoteMaxLength} />
      </Cell>
    </Row>
  );
}
