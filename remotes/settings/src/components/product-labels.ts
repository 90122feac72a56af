import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Product } from '@kanri/contracts';

/**
 * The products (modules) a role may grant (001 §3 "Product permission columns": IT, HR, GA,
 * legal, marketplace, settings), as column headers and tags of every settings screen. The
 * enumeration is the Lingui context, since the same English word reads differently elsewhere.
 */
export const productLabels: Record<Product, MessageDescriptor> = {
  IT: msg({ message: 'IT', context: 'product' }),
  HR: msg({ message: 'HR', context: 'product' }),
  GA: msg({ message: 'GA', context: 'product' }),
  LEGAL: msg({ message: 'Legal', context: 'product' }),
  MARKETPLACE: msg({ message: 'Marketplace', context: 'product' }),
  SETTINGS: msg({ message: 'Settings', context: 'product' }),
};
