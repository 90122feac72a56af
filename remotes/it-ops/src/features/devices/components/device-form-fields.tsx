import { useCallback, useMemo, type ReactNode } from 'react';
import { Card, Flex, InputNumber, Radio } from 'antd';
import { useStore, type DeepKeys } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { apiFetch } from '@kanri/runtime';
import {
  DescriptorFields,
  FormCustomField,
  PlacePicker,
  RemoteSelect,
  WorkerPicker,
  pickerControlProps,
  sectionHeading,
  type RemoteSelectRequest,
  type SchemaFormApi,
} from '@kanri/ui';
import { devicePriceMax, listDeviceModelsEndpoint, type DeviceDetail, type DeviceGenre, type DeviceModel } from '@kanri/contracts';
import { deviceAcquisitionFields, deviceCapacityFields, deviceIdentityFields, deviceMemoFields, deviceSpecFields } from './device-fields';
import { deviceFieldLabels, deviceLifecycleEventLabels } from './device-labels';
import type { DeviceFormValues } from './device-form-model';

type DeviceForm = SchemaFormApi<DeviceFormValues>;

/**
 * A whole-number field (capacities, the price in yen, months): antd `InputNumber` in the kit's
 * field frame, `null` when emptied; `min`…`max` as the contract's limits.
 */
export function WholeNumberField<TValues>({ form, name, label, min = 0, max, description }: { form: SchemaFormApi<TValues>; name: DeepKeys<TValues>; label: string; min?: number; max: number; description?: string }) {
  return (
    <FormCustomField form={form} name={name} label={label} description={description}>
      {(c) => (
        <InputNumber<number>
          id={c.id}
          value={typeof c.value === 'number' ? c.value : null}
          onChange={(value) => c.onChange((typeof value === 'number' ? value : null) as never)}
          onBlur={c.onBlur}
          disabled={c.disabled}
          status={c.status}
          aria-invalid={c['aria-invalid']}
          aria-describedby={c['aria-describedby']}
          min={min}
          max={max}
          precision={0}
          style={{ width: 220 }}
        />
      )}
    </FormCustomField>
  );
}

/**
 * The device model picker: the catalog's models of the form's genre (`GET /v2/device-models`),
 * searched on the server; choosing one fills maker, model and OS (001 §3 "catalog").
 */
function DeviceModelField({ form, genre, device }: { form: DeviceForm; genre: DeviceGenre; device?: DeviceDetail }) {
  const { t, i18n } = useLingui();
  const load = useCallback(
    async ({ freeText, pageIndex, pageSize }: RemoteSelectRequest) => {
      const answer = await apiFetch(listDeviceModelsEndpoint, {
        query: { genres: [genre], freeText: freeText || undefined, pageIndex, pageSize, sortColumn: 'NAME', sortOrder: 'asc' },
      });
      return { items: answer.items, hasMore: answer.items.length >= pageSize };
    },
    [genre],
  );
  const initial = useMemo<DeviceModel | undefined>(
    () =>
      device?.deviceModel
        ? { id: device.deviceModel.id, name: device.deviceModel.name, genre, maker: device.maker, model: device.model, os: device.os, lifecycleMonths: null, deviceCount: 0, version: 1 }
        : undefined,
    [device, genre],
  );
  return (
    <FormCustomField form={form} name="deviceModelId" label={i18n._(deviceFieldLabels.deviceModelId!)} description={t`Choosing a model fills in the maker, model and OS.`}>
      {(c) => (
        <RemoteSelect<DeviceModel>
          {...pickerControlProps(c)}
          onChange={(value, model) => {
            c.onChange(value);
            if (model) {
              form.setFieldValue('maker', model.maker);
              form.setFieldValue('model', model.model);
              if (model.os) form.setFieldValue('os', model.os);
            }
          }}
          load={load}
          resetKey={genre}
          getValue={(model) => model.id}
          getLabel={(model) => model.name}
          initialOption={initial}
          placeholder={t`Select a device model`}
        />
      )}
    </FormCustomField>
  );
}

/** Who a new device is checked out to: nobody, a person or a place (Snipe-IT's first check-out). */
function AssignmentFields({ form }: { form: DeviceForm }) {
  const { t, i18n } = useLingui();
  const initialEvent = useStore(form.store, (state) => state.values.initialEvent);
  const personId = useStore(form.store, (state) => state.values.assignedPersonId);
  const placeId = useStore(form.store, (state) => state.values.assignedPlaceId);
  const ordered = initialEvent === 'ORDERED';
  const target = personId ? 'PERSON' : placeId ? 'PLACE' : undefined;
  return (
    <>
      <FormCustomField form={form} name="initialEvent" label={i18n._(deviceFieldLabels.initialEvent!)}>
        {(c) => (
          <Radio.Group
            id={c.id}
            aria-labelledby={c.labelId}
            aria-describedby={c['aria-describedby']}
            value={c.value ?? 'PROCURED'}
            onChange={(event) => {
              c.onChange(event.target.value as 'PROCURED' | 'ORDERED');
              // an ordered device cannot be checked out yet: the assignee is cleared with the choice
              if (event.target.value === 'ORDERED') {
                form.setFieldValue('assignedPersonId', null);
                form.setFieldValue('assignedPlaceId', null);
              }
            }}
            options={[
              { value: 'PROCURED', label: i18n._(deviceLifecycleEventLabels.PROCURED) },
              { value: 'ORDERED', label: i18n._(deviceLifecycleEventLabels.ORDERED) },
            ]}
          />
        )}
      </FormCustomField>
      <Flex vertical gap={8}>
        <FormCustomField
          form={form}
          name="assignedPersonId"
          label={i18n._(deviceFieldLabels.assignedPersonId!)}
          disabled={ordered || target === 'PLACE'}
          description={ordered ? t`An ordered device is checked out once it is procured.` : target === 'PLACE' ? t`Clear the place to check the device out to a person.` : undefined}
        >
          {(c) => <WorkerPicker {...pickerControlProps(c)} />}
        </FormCustomField>
        <FormCustomField
          form={form}
          name="assignedPlaceId"
          label={i18n._(deviceFieldLabels.assignedPlaceId!)}
          disabled={ordered || target === 'PERSON'}
          description={ordered ? t`An ordered device is checked out once it is procured.` : target === 'PERSON' ? t`Clear the person to check the device out to a place.` : undefined}
        >
          {(c) => <PlacePicker {...pickerControlProps(c)} />}
        </FormCustomField>
      </Flex>
    </>
  );
}

/** A card titled by an `h2`. */
export function DeviceCard({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={<h2 style={sectionHeading}>{title}</h2>}>{children}</Card>;
}

/**
 * The device form's sections (001 §3): identity with the model picker, the genre's specification
 * fields only (OS, network, storage, capacities), acquisition and price, the first status and
 * check-out (add only), the memo. Add and edit share it.
 */
export function DeviceFormFields({ form, genre, mode, device }: { form: DeviceForm; genre: DeviceGenre; mode: 'add' | 'edit'; device?: DeviceDetail }) {
  const { t, i18n } = useLingui();
  const specs = deviceSpecFields(genre);
  const capacities = deviceCapacityFields(genre);
  return (
    <Flex vertical gap={16}>
      <DeviceCard title={t`Device information`}>
        <DescriptorFields form={form} fields={deviceIdentityFields} />
        <DeviceModelField form={form} genre={genre} device={device} />
      </DeviceCard>
      {specs.length || capacities.length ? (
        <DeviceCard title={t`Specifications`}>
          <DescriptorFields form={form} fields={specs} />
          {capacities.map((name) => (
            <WholeNumberField key={name} form={form} name={name} label={i18n._(deviceFieldLabels[name]!)} max={name === 'memoryGb' ? 100_000 : 1_000_000} />
          ))}
        </DeviceCard>
      ) : null}
      <DeviceCard title={t`Acquisition`}>
        <DescriptorFields form={form} fields={deviceAcquisitionFields} />
        <WholeNumberField form={form} name="purchasePrice" label={i18n._(deviceFieldLabels.purchasePrice!)} max={devicePriceMax} />
      </DeviceCard>
      {mode === 'add' ? (
        <DeviceCard title={t`Status and check-out`}>
          <AssignmentFields form={form} />
        </DeviceCard>
      ) : null}
      <DeviceCard title={t`Memo`}>
        <DescriptorFields form={form} fields={deviceMemoFields} />
      </DeviceCard>
    </Flex>
  );
}

