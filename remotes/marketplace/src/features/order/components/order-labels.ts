import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MarketplaceOrderItem, MarketplaceOrderStatus } from '@kanri/contracts';

/** Tag colours of the order statuses. */
export const orderStatusColors: Record<MarketplaceOrderStatus, string> = {
  UNTOUCHED: 'gold',
  ACCEPTED: 'blue',
  SENT: 'cyan',
  DELIVERED: 'green',
  CANCELED: 'default',
};

/** Labels of an order line's contract method (001 §3). */
export const orderContractMethodLabels: Record<MarketplaceOrderItem['contractMethod'], MessageDescriptor> = {
  RENTAL: msg({ message: 'Rental', context: 'MarketplaceContractMethod' }),
  PURCHASE: msg({ message: 'Purchase', context: 'MarketplaceContractMethod' }),
  SERVICE_CONTRACT: msg({ message: 'Service contract', context: 'MarketplaceContractMethod' }),
};
