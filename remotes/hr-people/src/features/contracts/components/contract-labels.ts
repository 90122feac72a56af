import { contractFields, enumValueLabels, fieldLabels, type ContractStatus } from '@kanri/contracts';

/**
 * The contract's field labels keyed by the payload's path (the list, the add and edit forms, the
 * structure tab and the history's changed fields share them): the contracts' `contractFields`
 * (issue 30 "A field is described once"; docs/fields.md), no wording of the screens' own.
 */
export const contractFieldLabels = fieldLabels(contractFields);

/** The labels of the contract's enumeration values by field (type, status, billing cycle), for the history. */
export const contractEnumLabels = enumValueLabels(contractFields);

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
