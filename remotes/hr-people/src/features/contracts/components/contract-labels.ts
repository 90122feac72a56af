import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContractStatus, CreateContractBody } from '@kanri/contracts';

/**
 * The contract's field labels keyed by the payload's path (the add form, the record page and the
 * history's changed fields share them); context `contractField`, since "Title" or "Amount" read
 * differently elsewhere (a job title is 役職, a contract's title 契約名).
 */
export const contractFieldLabels: Record<keyof CreateContractBody | 'status' | 'terminatedOn', MessageDescriptor> = {
  title: msg({ message: 'Title', context: 'contractField' }),
  titleEn: msg({ message: 'English title', context: 'contractField' }),
  contractNumber: msg({ message: 'Contract number', context: 'contractField' }),
  contractType: msg({ message: 'Contract type', context: 'contractField' }),
  status: msg({ message: 'Status', context: 'contractField' }),
  counterpartyName: msg({ message: 'Counterparty', context: 'contractField' }),
  counterpartyContact: msg({ message: 'Counterparty contact', context: 'contractField' }),
  ourPartyName: msg({ message: 'Our party', context: 'contractField' }),
  startDate: msg({ message: 'Start date', context: 'contractField' }),
  endDate: msg({ message: 'End date', context: 'contractField' }),
  autoRenewal: msg({ message: 'Automatic renewal', context: 'contractField' }),
  renewalTermMonths: msg({ message: 'Renewal term (months)', context: 'contractField' }),
  noticePeriodDays: msg({ message: 'Notice period (days)', context: 'contractField' }),
  amount: msg({ message: 'Amount', context: 'contractField' }),
  currency: msg({ message: 'Currency', context: 'contractField' }),
  billingCycle: msg({ message: 'Billing cycle', context: 'contractField' }),
  notes: msg({ message: 'Notes', context: 'contractField' }),
  terminatedOn: msg({ message: 'Terminated on', context: 'contractField' }),
};

/** The tag color of each status (antd named colors: the status presets fail WCAG contrast on the light background). */
export const contractStatusColors: Record<ContractStatus, string> = {
  DRAFT: 'default',
  UNDER_APPROVAL: 'blue',
  ACTIVE: 'green',
  RENEWED: 'cyan',
  EXPIRED: 'orange',
  TERMINATED: 'red',
};

/** An amount in its currency for `locale` with Intl (`￥300,000`, `$12,000.00`, `IDR 96,000,000`). */
export function formatContractAmount(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}
