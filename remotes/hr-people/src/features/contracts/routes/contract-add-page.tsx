import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Col, Flex, InputNumber, Row, Switch } from 'antd';
import { useStore } from '@tanstack/react-form';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { isApiError, useAuth, useToast } from '@kanri/runtime';
import {
  FormCustomField,
  FormDateField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  LinkButton,
  PageHeader,
  SchemaForm,
  applyServerFieldErrors,
  useSchemaForm,
  type FormControl,
} from '@kanri/ui';
import {
  billingCycleLabels,
  billingCycleValues,
  contractAmountMax,
  contractNoticePeriodMaxDays,
  contractNotesMaxLength,
  contractRenewalTermMaxMonths,
  contractShortTextMaxLength,
  contractTitleMaxLength,
  contractTypeLabels,
  contractTypeSchema,
  contractTypeValues,
  createContractBodySchema,
  currencyCodeValues,
  type CreateContractBody,
  type ContractType,
} from '@kanri/contracts';
import { useCreateContract } from '../api/contract-record';
import { contractFieldLabels } from '../components/contract-labels';

/** The add form's values: the create payload (`null` = not set; numbers `null` until typed). */
export type ContractFormValues = Omit<CreateContractBody, 'renewalTermMonths' | 'noticePeriodDays' | 'amount'> & {
  renewalTermMonths: number | null;
  noticePeriodDays: number | null;
  amount: number | null;
};

/** An empty contract of `contractType`, our party prefilled with the company's name. */
export function emptyContractFormValues(contractType: ContractType, ourPartyName: string): ContractFormValues {
  return {
    title: '',
    contractNumber: null,
    contractType,
    counterpartyName: '',
    counterpartyContact: null,
    ourPartyName,
    startDate: '',
    endDate: null,
    autoRenewal: false,
    renewalTermMonths: null,
    noticePeriodDays: null,
    amount: null,
    currency: 'JPY',
    billingCycle: 'MONTHLY',
    notes: null,
  };
}

/** InputNumber wiring of a number field: an empty box is `null`. */
const numberProps = <T,>(c: FormControl<T>) => ({
  id: c.id,
  value: (c.value ?? null) as number | null,
  onChange: (value: number | string | null) => c.onChange((typeof value === 'number' ? value : null) as T),
  onBlur: c.onBlur,
  disabled: c.disabled,
  status: c.status,
  'aria-invalid': c['aria-invalid'],
  'aria-required': c['aria-required'],
  'aria-describedby': c['aria-describedby'],
  style: { width: '100%' },
});

/**
 * `/contract/add` (001 §2): a new contract, saved as a DRAFT (submit it for approval on its
 * page). `?contractType=` preselects the type (the list's tab). The form is validated with
 * `createContractBodySchema` (the API's rules: end on/after start, auto-renewal needs an end date
 * and a renewal term); a 400 or a taken contract number (409) marks the fields and the form can be
 * sent again; success goes to the contract's page.
 */
export function ContractAddPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const { session } = useAuth();
  const create = useCreateContract();
  const [params] = useSearchParams();
  const initialType = useMemo(() => v.parse(v.fallback(contractTypeSchema, 'EMPLOYMENT'), params.get('contractType') ?? undefined), [params]);
  const form = useSchemaForm<ContractFormValues, CreateContractBody>({
    schema: createContractBodySchema,
    defaultValues: emptyContractFormValues(initialType, session?.company.name ?? ''),
    onSubmit: async ({ value, formApi }) => {
      try {
        const { id } = await create.trigger({ body: value });
        const title = value.title;
        toast.success(t`The contract "${title}" was saved as a draft.`);
        navigate(`/contract/${id}`);
      } catch (error) {
        if (isApiError(error) && (error.status === 400 || error.status === 409) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          return;
        }
        toast.destructive(t`The contract could not be added.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const autoRenewal = useStore(form.store, (state) => state.values.autoRenewal);
  const label = (name: keyof typeof contractFieldLabels) => i18n._(contractFieldLabels[name]);
  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) => values.map((value) => ({ value, label: i18n._(labels[value]) }));
  const title = t`Add contract`;
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Contracts`, to: '/contract' }, { label: title }]} title={title} description={t`A new contract is saved as a draft. Submit it for approval from its page.`} />
      <SchemaForm form={form} aria-label={title}>
        <Flex vertical gap={16}>
          <Card title={t`Contract`}>
            <FormTextField form={form} name="title" label={label('title')} required maxLength={contractTitleMaxLength} showCount />
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <FormSelectField form={form} name="contractType" label={label('contractType')} required allowClear={false} options={options(contractTypeValues, contractTypeLabels)} />
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
                <FormCustomField form={form} name="renewalTermMonths" label={label('renewalTermMonths')} required={autoRenewal}>
                  {(c) => <InputNumber {...numberProps(c)} min={1} max={contractRenewalTermMaxMonths} precision={0} />}
                </FormCustomField>
              </Col>
              <Col xs={24} md={8}>
                <FormCustomField form={form} name="noticePeriodDays" label={label('noticePeriodDays')} description={t`Days before the end of the term by which notice must be given.`}>
                  {(c) => <InputNumber {...numberProps(c)} min={0} max={contractNoticePeriodMaxDays} precision={0} />}
                </FormCustomField>
              </Col>
            </Row>
          </Card>
          <Card title={t`Amount`}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <FormCustomField form={form} name="amount" label={label('amount')}>
                  {(c) => <InputNumber {...numberProps(c)} min={0} max={contractAmountMax} />}
                </FormCustomField>
              </Col>
              <Col xs={24} md={8}>
                <FormSelectField form={form} name="currency" label={label('currency')} required allowClear={false} options={currencyCodeValues.map((value) => ({ value, label: value }))} />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectField form={form} name="billingCycle" label={label('billingCycle')} required allowClear={false} options={options(billingCycleValues, billingCycleLabels)} />
              </Col>
            </Row>
            <FormTextAreaField form={form} name="notes" label={label('notes')} emptyValue={null} maxLength={contractNotesMaxLength} showCount />
          </Card>
          <Flex justify="space-between" gap={8}>
            <LinkButton to="/contract">{t`Cancel`}</LinkButton>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t`Save as draft`}
            </Button>
          </Flex>
        </Flex>
      </SchemaForm>
    </section>
  );
}
