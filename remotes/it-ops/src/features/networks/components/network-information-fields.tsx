import { Radio } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { DescriptorFields, DevicePicker, FormCustomField, PlacePicker, WorkerPicker, type SchemaFormApi, pickerControlProps } from '@kanri/ui';
import { destinationTypeValues, type DestinationType, type NetworkDetail } from '@kanri/contracts';
import { destinationTypeLabels, networkFieldLabels, noDestinationLabel } from './network-labels';
import { networkInformationFields } from './network-fields';
import type { NetworkFormValues } from './network-form-model';

/** Props of {@link NetworkInformationFields}. */
export interface NetworkInformationFieldsProps {
  form: SchemaFormApi<NetworkFormValues>;
  /** "Required items only": hide every optional field (000 §2 progress panel toggle). */
  mustOnly?: boolean;
  /** The stored network being edited: labels its destination and admin contact before they load. */
  network?: NetworkDetail;
}

// the radio value standing for "no destination" (radio values are strings)
const noDestination = '';

/**
 * The network information step of the network form (000 §3 `networkInformation` and
 * `adminContact`, §5): name (required, 1–100 characters, not only spaces), type, connection type,
 * category, purpose (at most 200), destination type (none, device or place) with the device and
 * place pickers — choosing a destination type clears the other picker's value, and each picker is
 * disabled unless its type is chosen — and the admin contact (a worker).
 */
export function NetworkInformationFields({ form, mustOnly = false, network }: NetworkInformationFieldsProps) {
  const { t, i18n } = useLingui();
  const destinationType = useStore(form.store, (state) => state.values.networkInformation.destinationType);
  const label = (path: keyof typeof networkFieldLabels) => i18n._(networkFieldLabels[path]);

  const chooseDestination = (next: DestinationType | null) => {
    form.setFieldValue('networkInformation.destinationType', next);
    // 000 §5: placeId only with PLACE, deviceId only with DEVICE — choosing one clears the other
    if (next !== 'PLACE' && form.getFieldValue('networkInformation.placeId') !== null) form.setFieldValue('networkInformation.placeId', null);
    if (next !== 'DEVICE' && form.getFieldValue('networkInformation.deviceId') !== null) form.setFieldValue('networkInformation.deviceId', null);
  };

  return (
    <>
      <DescriptorFields form={form} fields={mustOnly ? networkInformationFields.filter((field) => field.required) : networkInformationFields} />
      {mustOnly ? null : (
        <>
          <FormCustomField form={form} name="networkInformation.destinationType" label={label('networkInformation.destinationType')}>
            {(control) => (
              <Radio.Group
                id={control.id}
                aria-labelledby={control.labelId}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                optionType="button"
                value={control.value ?? noDestination}
                onChange={(event) => {
                  const next = event.target.value as string;
                  chooseDestination(next === noDestination ? null : (next as DestinationType));
                  control.onBlur();
                }}
                options={[
                  { value: noDestination, label: i18n._(noDestinationLabel) },
                  ...destinationTypeValues.map((value) => ({ value, label: i18n._(destinationTypeLabels[value]) })),
                ]}
              />
            )}
          </FormCustomField>
          <FormCustomField
            form={form}
            name="networkInformation.deviceId"
            label={label('networkInformation.deviceId')}
            disabled={destinationType !== 'DEVICE'}
            description={destinationType === 'DEVICE' ? undefined : t`Choose "Device" as the destination type to select a device.`}
          >
            {(control) => (
              <DevicePicker
                {...pickerControlProps(control)}
                initialOption={network?.destinationDeviceContent ?? undefined}
              />
            )}
          </FormCustomField>
          <FormCustomField
            form={form}
            name="networkInformation.placeId"
            label={label('networkInformation.placeId')}
            disabled={destinationType !== 'PLACE'}
            description={destinationType === 'PLACE' ? undefined : t`Choose "Place" as the destination type to select a place.`}
          >
            {(control) => (
              <PlacePicker
                {...pickerControlProps(control)}
                initialOption={network?.destinationPlaceContent ?? undefined}
              />
            )}
          </FormCustomField>
          <FormCustomField form={form} name="adminContact.personId" label={label('adminContact.personId')}>
            {(control) => (
              <WorkerPicker
                {...pickerControlProps(control)}
                initialOption={network?.adminContact ?? undefined}
              />
            )}
          </FormCustomField>
        </>
      )}
    </>
  );
}
