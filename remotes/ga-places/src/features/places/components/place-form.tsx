import { Button, Card, Col, Flex, Row } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { DescriptorFields, focusFirstError, FormSelectField, SchemaForm, type SchemaFormApi, useSchemaForm } from '@kanri/ui';
import { createPlaceBodySchema, type CreatePlaceBody, type CreatePlaceInput, type PlaceType } from '@kanri/contracts';
import { usePlaceTypes } from '../api/get-place-types';
import { placeFieldLabels } from './place-labels';
import { placeFieldSections } from './place-fields';

const formId = 'place-form';

/** Every field of the place form: the body of `POST /v2/places` as the form holds it. */
export type PlaceFormValues = CreatePlaceInput;

/** An empty place form (status `ACTIVE`, the contract's default). */
export const emptyPlaceFormValues: PlaceFormValues = {
  code: '',
  nameJa: '',
  nameEn: null,
  status: 'ACTIVE',
  email: null,
  phoneNumber: null,
  website: null,
  addressJa: null,
  addressEn: null,
  establishedDate: null,
  businessPlaceTypeId: null,
  officeTypeId: null,
  ownershipTypeId: null,
};

/** Props of {@link PlaceForm}. */
export interface PlaceFormProps {
  defaultValues: PlaceFormValues;
  /** Called with the validated body; put a failure's field errors on `formApi` (`useSubmitError`). */
  onSubmit: (value: CreatePlaceBody, formApi: SchemaFormApi<PlaceFormValues>) => Promise<void>;
  submitLabel: string;
  onCancel: () => void;
  /** The form's accessible name. */
  label: string;
}

/**
 * The add / edit form of a place (000 §3 Place): code, status, name (Japanese, and English — empty
 * means the Japanese one), established date, e-mail, phone number, website, address (Japanese and
 * English) and the three type references (business place type, office type, ownership type).
 * Validated with `createPlaceBodySchema` (localized errors under the fields, a "validation error" toast).
 */
export function PlaceForm({ defaultValues, onSubmit, submitLabel, onCancel, label }: PlaceFormProps) {
  const { t, i18n } = useLingui();
  const types = usePlaceTypes();
  const form = useSchemaForm({
    schema: createPlaceBodySchema,
    defaultValues,
    onSubmit: ({ value, formApi }) => onSubmit(value, formApi),
    onInvalid: () => focusFirstError(formId),
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const typeOptions = (kind: PlaceType['kind']) => (types.data?.items ?? []).filter((type) => type.kind === kind).map((type) => ({ value: type.id, label: type.name }));
  return (
    <SchemaForm form={form} id={formId} aria-label={label}>
      <Flex vertical gap={16}>
        {placeFieldSections.map((section) => (
          <Card key={section.key} title={i18n._(section.title)} size="small">
            <DescriptorFields form={form} fields={section.fields} columns={section.columns} />
          </Card>
        ))}
        <Card title={t`Classification`} size="small">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <FormSelectField form={form} name="businessPlaceTypeId" label={i18n._(placeFieldLabels.businessPlaceTypeId)} options={typeOptions('BUSINESS_PLACE')} />
            </Col>
            <Col xs={24} md={8}>
              <FormSelectField form={form} name="officeTypeId" label={i18n._(placeFieldLabels.officeTypeId)} options={typeOptions('OFFICE')} />
            </Col>
            <Col xs={24} md={8}>
              <FormSelectField form={form} name="ownershipTypeId" label={i18n._(placeFieldLabels.ownershipTypeId)} options={typeOptions('OWNERSHIP')} />
            </Col>
          </Row>
        </Card>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </SchemaForm>
  );
}
