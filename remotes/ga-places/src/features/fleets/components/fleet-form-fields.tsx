import { Card, Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { DescriptorFields, FormCustomField, FormNumberField, pickerControlProps, PlacePicker, WorkerPicker, type PlacePickerInitialOption, type SchemaFormApi, type WorkerPickerInitialOption } from '@kanri/ui';
import { fleetFieldLabels as labels } from './fleet-labels';
import { fleetFieldSections } from './fleet-fields';
import type { FleetFormValues } from './fleet-form-model';

/** Props of {@link FleetFormFields}. */
export interface FleetFormFieldsProps {
  form: SchemaFormApi<FleetFormValues>;
  /** Names of the current place and person, so the pickers show them before loading (editing). */
  initial?: { place?: PlacePickerInitialOption; person?: WorkerPickerInitialOption };
  /** Show the first odometer reading (the add form only). */
  withMileage?: boolean;
}

/**
 * The vehicle's fields in their cards (`fleetFieldSections`), for the add form and the edit form:
 * the plain ones from the descriptors, the model year and first reading as numbers, 保管拠点 with
 * `PlacePicker` and 使用者 with `WorkerPicker`.
 */
export function FleetFormFields({ form, initial, withMileage }: FleetFormFieldsProps) {
  const { i18n } = useLingui();
  const custom = {
    modelYear: <FormNumberField form={form} name="modelYear" label={i18n._(labels.modelYear)} min={1950} max={2100} precision={0} />,
    placeId: (
      <FormCustomField form={form} name="placeId" label={i18n._(labels.placeId)}>
        {(control) => <PlacePicker {...pickerControlProps(control)} initialOption={initial?.place} />}
      </FormCustomField>
    ),
    assignedPersonId: (
      <FormCustomField form={form} name="assignedPersonId" label={i18n._(labels.assignedPersonId)}>
        {(control) => <WorkerPicker {...pickerControlProps(control)} initialOption={initial?.person} />}
      </FormCustomField>
    ),
  };
  return (
    <Flex vertical gap={16}>
      {fleetFieldSections.map((section) => (
        <Card key={section.key} title={i18n._(section.title)} size="small">
          <DescriptorFields form={form} fields={section.fields} columns={section.columns} custom={custom} />
          {withMileage && section.key === 'vehicle' ? (
            <FormNumberField form={form} name="mileageKm" label={i18n._(labels.mileageKm)} min={0} precision={0} />
          ) : null}
        </Card>
      ))}
    </Flex>
  );
}
