import { useMemo } from 'react';
import { Col, Row, Select, Switch } from 'antd';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEndpoint } from '@kanri/runtime';
import { FormCustomField, FormDateField, FormNumberField, FormSelectField, FormTextAreaField, FormTextField, type FormControl, type SchemaFormApi } from '@kanri/ui';
import {
  currencyCodeValues,
  licenseAllocationTypeValues,
  licenseBillingUnitValues,
  licenseNameMaxLength,
  licenseNotesMaxLength,
  licensePriceMax,
  licenseSeatsMax,
  licenseShortTextMaxLength,
  listSoftwareEndpoint,
  perUnitBasisValues,
  type LicenseAllocationType,
  type Software,
} from '@kanri/contracts';
import { allocationTypeLabels, billingUnitLabels, licenseFieldLabels, perUnitBasisLabels } from './license-labels';
import type { LicenseFormValues } from './license-form-model';

/** The registry's software of one type (the registry is small: one page of up to 1000). */
export function useSoftwareOfType(allocationType: LicenseAllocationType) {
  return useEndpoint(listSoftwareEndpoint, { query: { status: allocationType, integration: 'ALL', pageSize: 1000 } });
}

/**
 * The license's fields (add and edit): name, allocation type (fixed on the add screen), software of
 * that type from the registry (choosing one fills an empty name and vendor), app integration ID,
 * vendor, seats, per-unit basis, price, currency, billing unit, term, automatic renewal, notes.
 */
export function LicenseFormFields({ form, lockAllocationType }: { form: SchemaFormApi<LicenseFormValues>; lockAllocationType?: boolean }) {
  const { i18n } = useLingui();
  const label = (name: keyof typeof licenseFieldLabels) => i18n._(licenseFieldLabels[name]);
  const allocationType = form.state.values.allocationType;
  const software = useSoftwareOfType(allocationType);
  const softwareOptions = useMemo(() => (software.data?.items ?? []).map((s) => ({ value: s.id, label: s.info.name })), [software.data]);
  const chooseSoftware = (id: string | null) => {
    const chosen: Software | undefined = software.data?.items.find((s) => s.id === id);
    form.setFieldValue('softwareId', id);
    if (chosen && form.state.values.licenseName === '') form.setFieldValue('licenseName', chosen.info.name);
    if (chosen && !form.state.values.vendorName) form.setFieldValue('vendorName', chosen.vendor.name);
  };
  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) => values.map((value) => ({ value, label: i18n._(labels[value]) }));
  return (
    <>
      <FormTextField form={form} name="licenseName" label={label('licenseName')} required maxLength={licenseNameMaxLength} showCount />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormSelectField form={form} name="allocationType" label={label('allocationType')} required disabled={lockAllocationType} allowClear={false} options={options(licenseAllocationTypeValues, allocationTypeLabels)} />
        </Col>
        <Col xs={24} md={12}>
          <FormCustomField form={form} name="softwareId" label={label('softwareId')}>
            {(c) => (
              <SoftwareSelect control={c} options={softwareOptions} loading={software.isLoading} onChoose={chooseSoftware} />
            )}
          </FormCustomField>
        </Col>
        <Col xs={24} md={12}>
          <FormTextField form={form} name="appIntegrationId" label={label('appIntegrationId')} emptyValue={null} maxLength={licenseShortTextMaxLength} />
        </Col>
        <Col xs={24} md={12}>
          <FormTextField form={form} name="vendorName" label={label('vendorName')} emptyValue={null} maxLength={licenseShortTextMaxLength} />
        </Col>
        <Col xs={24} md={12}>
          <FormNumberField form={form} name="seatsTotal" label={label('seatsTotal')} required min={0} max={licenseSeatsMax} precision={0} />
        </Col>
        <Col xs={24} md={12}>
          <FormSelectField form={form} name="perUnitBasis" label={label('perUnitBasis')} required allowClear={false} options={options(perUnitBasisValues, perUnitBasisLabels)} />
        </Col>
        <Col xs={24} md={8}>
          <FormNumberField form={form} name="price" label={label('price')} min={0} max={licensePriceMax} />
        </Col>
        <Col xs={12} md={8}>
          <FormSelectField form={form} name="currency" label={label('currency')} required allowClear={false} options={currencyCodeValues.map((value) => ({ value, label: value }))} />
        </Col>
        <Col xs={12} md={8}>
          <FormSelectField form={form} name="billingUnit" label={label('billingUnit')} required allowClear={false} options={options(licenseBillingUnitValues, billingUnitLabels)} />
        </Col>
        <Col xs={24} md={8}>
          <FormDateField form={form} name="termStart" label={label('termStart')} />
        </Col>
        <Col xs={24} md={8}>
          <FormDateField form={form} name="expiryDate" label={label('expiryDate')} />
        </Col>
        <Col xs={24} md={8}>
          <FormCustomField form={form} name="autoRenewal" label={label('autoRenewal')}>
            {(c) => <Switch id={c.id} checked={c.value === true} onChange={(checked) => c.onChange(checked)} disabled={c.disabled} aria-describedby={c['aria-describedby']} />}
          </FormCustomField>
        </Col>
      </Row>
      <FormTextAreaField form={form} name="notes" label={label('notes')} emptyValue={null} maxLength={licenseNotesMaxLength} showCount />
    </>
  );
}

/** The software select inside its field frame (searchable by name): choosing goes through `onChoose`, which also fills name and vendor. */
function SoftwareSelect<T>({ control, options, loading, onChoose }: { control: FormControl<T>; options: { value: string; label: string }[]; loading: boolean; onChoose: (id: string | null) => void }) {
  const { t } = useLingui();
  return (
    <Select
      id={control.id}
      value={(control.value ?? null) as string | null}
      options={options}
      loading={loading}
      status={control.status}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      placeholder={t`Select software`}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      style={{ width: '100%' }}
      onChange={(value: string | undefined) => onChoose(value ?? null)}
    />
  );
}
