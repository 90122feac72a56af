import { useEffect } from 'react';
import { Button, Card, Col, Flex, Row } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { focusFirstError, FormCustomField, FormRadioField, FormSelectField, FormTextAreaField, FormTextField, pickerControlProps, PlacePicker, SchemaForm, type PlacePickerInitialOption, type SchemaFormApi, type WorkerPickerInitialOption, useSchemaForm, WorkerPicker } from '@kanri/ui';
import {
  createEquipmentBodySchema,
  equipmentLocationStatusValues,
  equipmentManagementTypeValues,
  equipmentMemoMaxLength,
  equipmentPlacementTypeValues,
  equipmentStatusValues,
  equipmentTextMaxLength,
  equipmentUsageTypeValues,
  type CreateEquipmentBody,
  type CreateEquipmentInput,
} from '@kanri/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { useEquipmentTypes } from '../api/get-equipment-types';
import { useEquipmentItems } from '../api/get-equipment-items';
import {
  equipmentLocationStatusLabels,
  equipmentManagementTypeLabels,
  equipmentPlacementTypeLabels,
  equipmentStatusLabels,
  equipmentUsageTypeLabels,
} from './equipment-labels';

const formId = 'equipment-form';

/** Every field of the equipment form: the body of `POST /v2/equipment` as the form holds it. */
export type EquipmentFormValues = CreateEquipmentInput;

/** An empty equipment form (status `STORED`, the contract's default). */
export const emptyEquipmentFormValues: EquipmentFormValues = {
  name: '',
  equipmentTypeId: '',
  equipmentItemId: null,
  model: null,
  serialNumber: null,
  assetTag: null,
  managementType: null,
  status: 'STORED',
  usageType: null,
  placementType: null,
  locationStatus: null,
  assignedPersonId: null,
  placementPlaceId: null,
  memo: null,
};

/** Props of {@link EquipmentForm}. */
export interface EquipmentFormProps {
  defaultValues: EquipmentFormValues;
  /** Called with the validated body; put a failure's field errors on `formApi` (`useSubmitError`). */
  onSubmit: (value: CreateEquipmentBody, formApi: SchemaFormApi<EquipmentFormValues>) => Promise<void>;
  submitLabel: string;
  onCancel: () => void;
  /** The form's accessible name. */
  label: string;
  /** Labels of the current references, so pickers and selects show names before loading (editing). */
  initial?: {
    person?: WorkerPickerInitialOption;
    place?: PlacePickerInitialOption;
    /** The current type and item, offered even when disabled since. */
    type?: { id: string; name: string };
    item?: { id: string; name: string };
  };
}

function options<Value extends string>(values: readonly Value[], labels: Record<Value, MessageDescriptor>, translate: (d: MessageDescriptor) => string) {
  return values.map((value) => ({ value, label: translate(labels[value]) }));
}

/**
 * The add / edit form of equipment (001 §3 Equipment and its enumerations): name, equipment type
 * (required) and item (of that type; cleared when the type changes), model, serial number, asset
 * tag, management type, status, usage type, placement type, location status, assigned person
 * (`WorkerPicker`), assigned place (`PlacePicker`) and memo. Validated with
 * `createEquipmentBodySchema` (localized errors under the fields, a "validation error" toast).
 */
export function EquipmentForm({ defaultValues, onSubmit, submitLabel, onCancel, label, initial }: EquipmentFormProps) {
  const { t, i18n } = useLingui();
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const types = useEquipmentTypes();
  const items = useEquipmentItems();
  const form = useSchemaForm({
    schema: createEquipmentBodySchema,
    defaultValues,
    onSubmit: ({ value, formApi }) => onSubmit(value, formApi),
    onInvalid: () => focusFirstError(formId),
  });
  const typeId = useStore(form.store, (state) => state.values.equipmentTypeId);
  const itemId = useStore(form.store, (state) => state.values.equipmentItemId);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const typeOptions = (types.data?.items ?? []).map((type) => ({ value: type.id, label: type.name }));
  if (initial?.type && !typeOptions.some((o) => o.value === initial.type?.id)) typeOptions.push({ value: initial.type.id, label: initial.type.name });
  const itemsOfType = (items.data?.items ?? []).filter((item) => item.equipmentTypeId === typeId);
  const itemOptions = itemsOfType.map((item) => ({ value: item.id, label: item.name }));
  if (initial?.item && typeId === defaultValues.equipmentTypeId && !itemOptions.some((o) => o.value === initial.item?.id)) {
    itemOptions.push({ value: initial.item.id, label: initial.item.name });
  }

  // an item belongs to one type: a new type clears an item of another (once the items are known)
  const itemFits = itemId === null || itemOptions.some((o) => o.value === itemId);
  useEffect(() => {
    if (items.data && !itemFits) form.setFieldValue('equipmentItemId', null);
  }, [items.data, itemFits, form]);

  return (
    <SchemaForm form={form} id={formId} aria-label={label}>
      <Flex vertical gap={16}>
        <Card title={t`Basic information`} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="name" label={t`Equipment name`} required maxLength={equipmentTextMaxLength} />
            </Col>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="assetTag" label={t`Asset tag`} maxLength={equipmentTextMaxLength} emptyValue={null} description={t`Unique in the company.`} />
            </Col>
            <Col xs={24} md={12}>
              <FormSelectField form={form} name="equipmentTypeId" label={t`Equipment type`} required options={typeOptions} showSearch allowClear={false} />
            </Col>
            <Col xs={24} md={12}>
              <FormSelectField
                form={form}
                name="equipmentItemId"
                label={t`Equipment item`}
                options={itemOptions}
                showSearch
                disabled={!typeId}
                description={typeId ? undefined : t`Choose an equipment type first.`}
              />
            </Col>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="model" label={t`Model`} maxLength={equipmentTextMaxLength} emptyValue={null} />
            </Col>
            <Col xs={24} md={12}>
              <FormTextField form={form} name="serialNumber" label={t`Serial number`} maxLength={equipmentTextMaxLength} emptyValue={null} />
            </Col>
          </Row>
        </Card>
        <Card title={t`Management`} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormSelectField form={form} name="status" label={t`Status`} required allowClear={false} options={options(equipmentStatusValues, equipmentStatusLabels, translate)} />
            </Col>
            <Col xs={24} md={12}>
              <FormSelectField form={form} name="usageType" label={t`Usage type`} options={options(equipmentUsageTypeValues, equipmentUsageTypeLabels, translate)} />
            </Col>
            <Col xs={24}>
              <FormRadioField
                form={form}
                name="managementType"
                label={t`Management type`}
                allowClear
                options={options(equipmentManagementTypeValues, equipmentManagementTypeLabels, translate)}
              />
            </Col>
          </Row>
        </Card>
        <Card title={t`Assignment and placement`} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormCustomField form={form} name="assignedPersonId" label={t`Assigned person`}>
                {(control) => (
                  <WorkerPicker
                    {...pickerControlProps(control)}
                    initialOption={initial?.person}
                  />
                )}
              </FormCustomField>
            </Col>
            <Col xs={24} md={12}>
              <FormCustomField form={form} name="placementPlaceId" label={t`Assigned place`}>
                {(control) => (
                  <PlacePicker
                    {...pickerControlProps(control)}
                    initialOption={initial?.place}
                  />
                )}
              </FormCustomField>
            </Col>
            <Col xs={24} md={12}>
              <FormRadioField form={form} name="placementType" label={t`Placement type`} allowClear options={options(equipmentPlacementTypeValues, equipmentPlacementTypeLabels, translate)} />
            </Col>
            <Col xs={24} md={12}>
              <FormSelectField form={form} name="locationStatus" label={t`Location status`} options={options(equipmentLocationStatusValues, equipmentLocationStatusLabels, translate)} />
            </Col>
          </Row>
        </Card>
        <Card title={t`Memo`} size="small">
          <FormTextAreaField form={form} name="memo" label={t`Memo`} maxLength={equipmentMemoMaxLength} showCount emptyValue={null} />
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
