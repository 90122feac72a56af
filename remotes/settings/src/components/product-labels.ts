import type { MessageDescriptor } from '@lingui/core';
import { productPermissionFields, type Product } from '@kanri/contracts';

/**
 * The products (modules) a role may grant (001 §3 "Product permission columns": IT, HR, GA,
 * legal, marketplace, settings), as column headers and tags of every settings screen: the value
 * labels of the product permission's description (`productPermissionFields.products`, catalog
 * `contracts`; issue 30), the one wording of a product here.
 */
export const productLabels: Record<Product, MessageDescriptor> = productPermissionFields.products.values;
