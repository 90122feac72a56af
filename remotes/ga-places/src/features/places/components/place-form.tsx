import { Button, Card, Col, Flex, Row } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { focusFirstError, FormDateField, FormSelectField, FormTextField, SchemaForm, type SchemaFormApi, useSchemaForm } from '@kanri/ui';
import { createPlaceBodySchema, placeStatusValues, type CreatePlaceBody, type CreatePlaceInput, type PlaceType } from '@kanri/contracts';
import { usePlaceTypes } from '../api/get-place-types';
import { placeStatusLabels } from './place-labels';

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
        <Card title={t`Basic information`} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="code" label={t`Code`} required maxLength={50} description={t`Letters, digits, hyphens, underscores and periods. Unique in the company.`} />
            </Col>
            <Col xs={24} md={12}>
              <FormSelectField
                form={form}
                name="status"
                label={t`Status`}
                required
                allowClear={false}
                options={placeStatusValues.map((value) => ({ value, label: i18n._(placeStatusLabels[value]) }))}
              />
            </Col>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="nameJa" label={t`Name (Japanese)`} required maxLength={100} />
            </Col>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="nameEn" label={t`Name (English)`} maxLength={100} emptyValue={null} description={t`Leave empty to use the Japanese name.`} />
            </Col>
            <Col xs={24} md={12}>
              <FormDateField form={form} name="establishedDate" label={t`Established date`} />
            </Col>
          </Row>
        </Card>
        <Card title={t`Contact`} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="email" label={t`E-mail`} maxLength={254} emptyValue={null} autoComplete="email" />
            </Col>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="phoneNumber" label={t`Phone number`} maxLength={30} emptyValue={null} autoComplete="tel" />
            </Col>
            <Col xs={24}>
              <FormTextField form={form} name="website" label={t`Website`} maxLength={500} emptyValue={null} placeholder="https://" autoComplete="url" />
            </Col>
          </Row>
        </Card>
        <Card title={t`Address`} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="addressJa" label={t`Address (Japanese)`} maxLength={200} emptyValue={null} />
            </Col>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="addressEn" label={t`Address (English)`} maxLength={200} emptyValue={null} />
            </Col>
          </Row>
        </Card>
        <Card title={t`Classification`} size="small">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <FormSelectField form={form} name="businessPlaceTypeId" label={t`Business place type`} options={typeOptions('BUSINESS_PLACE')} />
            </Col>
            <Col xs={24} md={8}>
              <FormSelectField form={form} name="officeTypeId" label={t`Office type`} options={typeOptions('OFFICE')} />
            </Col>
            <Col xs={24} md={8}>
              <FormSelectField form={form} name="ownershipTypeId" label={t`Ownership`} options={typeOptions('OWNERSHIP')} />
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
