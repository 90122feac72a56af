import { useEffect } from 'react';
import { Button, Card, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { DescriptorFields, focusFirstError, FormCustomField, FormSelectField, pickerControlProps, PlacePicker, SchemaForm, type PlacePickerInitialOption, type SchemaFormApi, type WorkerPickerInitialOption, useSchemaForm, WorkerPicker } from '@kanri/ui';
import { createEquipmentBodySchema, type CreateEquipmentBody, type CreateEquipmentInput } from '@kanri/contracts';
import { useEquipmentTypes } from '../api/get-equipment-types';
import { useEquipmentItems } from '../api/get-equipment-items';
import { equipmentFieldLabels as labels } from './equipment-labels';
import { equipmentFieldSections } from './equipment-fields';

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

/**
 * The add / edit form of equipment (001 §3 Equipment and its enumerations): name, equipment type
 * (required) and item (of that type; cleared when the type changes), model, serial number, asset
 * tag, management type, status, usage type, placement type, location status, assigned person
 * (`WorkerPicker`), assigned place (`PlacePicker`) and memo. Validated with
 * `createEquipmentBodySchema` (localized errors under the fields, a "validation error" toast).
 */
export function EquipmentForm({ defaultValues, onSubmit, submitLabel, onCancel, label, initial }: EquipmentFormProps) {
  const { t, i18n } = useLingui();
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

  const custom = {
    equipmentTypeId: <FormSelectField form={form} name="equipmentTypeId" label={i18n._(labels.equipmentTypeId)} required options={typeOptions} showSearch allowClear={false} />,
    equipmentItemId: (
      <FormSelectField
        form={form}
        name="equipmentItemId"
        label={i18n._(labels.equipmentItemId)}
        options={itemOptions}
        showSearch
        disabled={!typeId}
        description={typeId ? undefined : t`Choose an equipment type first.`}
      />
    ),
    assignedPersonId: (
      <FormCustomField form={form} name="assignedPersonId" label={i18n._(labels.assignedPersonId)}>
        {(control) => <WorkerPicker {...pickerControlProps(control)} initialOption={initial?.person} />}
      </FormCustomField>
    ),
    placementPlaceId: (
      <FormCustomField form={form} name="placementPlaceId" label={i18n._(labels.placementPlaceId)}>
        {(control) => <PlacePicker {...pickerControlProps(control)} initialOption={initial?.place} />}
      </FormCustomField>
    ),
  };

  return (
    <SchemaForm form={form} id={formId} aria-label={label}>
      <Flex vertical gap={16}>
        {equipmentFieldSections.map((section) => (
          <Card key={section.key} title={i18n._(section.title)} size="small">
            <DescriptorFields form={form} fields={section.fields} columns={section.columns} custom={custom} />
          </Card>
        ))}
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
