import { Card, Col, Row, Switch } from 'antd';
import { useStore } from '@tanstack/react-form';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormDateField, FormNumberField, FormSelectField, FormTextAreaField, FormTextField, type SchemaFormApi } from '@kanri/ui';
import {
  billingCycleValues,
  contractAmountMax,
  contractFields,
  contractNoticePeriodMaxDays,
  contractNotesMaxLength,
  contractRenewalTermMaxMonths,
  contractShortTextMaxLength,
  contractTitleMaxLength,
  contractTypeValues,
  currencyCodeValues,
} from '@kanri/contracts';
import { contractFieldLabels } from './contract-labels';
import type { ContractFormValues } from './contract-form-model';

/**
 * The contract's fields in four cards (add and draft edit): the contract (title, English title —
 * English screens show the title when it is empty, issue 30 —, type, number), the
 * parties, the term and renewal (auto-renewal makes the renewal term required), the amount with
 * its currency and billing cycle, and the notes. Labels and choices are `contractFields`' (issue 30).
 */
export function ContractFormFields({ form }: { form: SchemaFormApi<ContractFormValues> }) {
  const { t, i18n } = useLingui();
  const autoRenewal = useStore(form.store, (state) => state.values.autoRenewal);
  const label = (name: keyof typeof contractFieldLabels) => i18n._(contractFieldLabels[name]);
  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) => values.map((value) => ({ value, label: i18n._(labels[value]) }));
  return (
    <>
    <Card title={t`Contract`}>
      <FormTextField form={form} name="title" label={label('title')} required maxLength={contractTitleMaxLength} showCount />
      <FormTextField form={form} name="titleEn" label={label('titleEn')} maxLength={contractTitleMaxLength} showCount emptyValue={null} description={t`Leave empty to show the title in English too.`} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormSelectField form={form} name="contractType" label={label('contractType')} required allowClear={false} options={options(contractTypeValues, contractFields.contractType.values)} />
        </Col>
        <Col xs={24} md={12}>
          <FormTextField form={form} name="contractNumber" label={label('contractNumber')} emptyValue={null} maxLength={contractShortTextMaxLength} />
        </Col>
      </Row>
    </Card>
    <Card title={t`Parties`}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormTextField form={form} name="counterpartyName" label={label('counterpartyName')} required maxLength={contractShortTextMaxLength} />
        </Col>
        <Col xs={24} md={12}>
          <FormTextField form={form} name="counterpartyContact" label={label('counterpartyContact')} emptyValue={null} maxLength={contractShortTextMaxLength} />
        </Col>
        <Col xs={24} md={12}>
          <FormTextField form={form} name="ourPartyName" label={label('ourPartyName')} required maxLength={contractShortTextMaxLength} />
        </Col>
      </Row>
    </Card>
    <Card title={t`Term and renewal`}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormDateField form={form} name="startDate" label={label('startDate')} required />
        </Col>
        <Col xs={24} md={12}>
          <FormDateField form={form} name="endDate" label={label('endDate')} description={t`Leave empty for an indefinite contract.`} />
        </Col>
        <Col xs={24} md={8}>
          <FormCustomField form={form} name="autoRenewal" label={label('autoRenewal')}>
            {(c) => <Switch id={c.id} checked={c.value === true} onChange={(checked) => c.onChange(checked)} aria-describedby={c['aria-describedby']} />}
          </FormCustomField>
        </Col>
        <Col xs={24} md={8}>
          <FormNumberField form={form} name="renewalTermMonths" label={label('renewalTermMonths')} required={autoRenewal} min={1} max={contractRenewalTermMaxMonths} precision={0} />
        </Col>
        <Col xs={24} md={8}>
          <FormNumberField form={form} name="noticePeriodDays" label={label('noticePeriodDays')} description={t`Days before the end of the term by which notice must be given.`} min={0} max={contractNoticePeriodMaxDays} precision={0} />
        </Col>
      </Row>
    </Card>
    <Card title={t`Amount`}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <FormNumberField form={form} name="amount" label={label('amount')} min={0} max={contractAmountMax} />
        </Col>
        <Col xs={24} md={8}>
          <FormSelectField form={form} name="currency" label={label('currency')} required allowClear={false} options={currencyCodeValues.map((value) => ({ value, label: value }))} />
        </Col>
        <Col xs={24} md={8}>
          <FormSelectField form={form} name="billingCycle" label={label('billingCycle')} required allowClear={false} options={options(billingCycleValues, contractFields.billingCycle.values)} />
        </Col>
      </Row>
      <FormTextAreaField form={form} name="notes" label={label('notes')} emptyValue={null} maxLength={contractNotesMaxLength} showCount />
    </Card>
    </>
  );
}
