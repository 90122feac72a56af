import type { ContractDetail, ContractType, CreateContractBody } from '@kanri/contracts';

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
    titleEn: null,
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

/** The form values of an existing contract (the edit form of a draft): both titles as stored (`title` shown is the request language's). */
export function contractFormValuesOf(c: ContractDetail): ContractFormValues {
  return {
    title: c.titleJa,
    titleEn: c.titleEn,
    contractNumber: c.contractNumber,
    contractType: c.contractType,
    counterpartyName: c.counterpartyName,
    counterpartyContact: c.counterpartyContact,
    ourPartyName: c.ourPartyName,
    startDate: c.startDate,
    endDate: c.endDate,
    autoRenewal: c.autoRenewal,
    renewalTermMonths: c.renewalTermMonths,
    noticePeriodDays: c.noticePeriodDays,
    amount: c.amount,
    currency: c.currency,
    billingCycle: c.billingCycle,
    notes: c.notes,
  };
}
