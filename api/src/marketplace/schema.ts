import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, companyId, createdAt, id, users } from '../db/schema';
import { people } from '../hr-people/schema';
import { places } from '../ga-places/schema';

/**
 * The tables of the marketplace (issue 32, docs/api-layout.md): the `marketplace` domain owns them; another
 * domain may import this file (tables are the SQL contract, joins across domains are allowed). The
 * migrations stay one ordered sequence in api/drizzle/ (drizzle.config.ts reads every
 * `src/<domain>/schema.ts`).
 */

/** A device product a supplier offers in the marketplace. Visible to every customer company. */
export const marketplaceProducts = pgTable(
  'marketplace_products',
  {
    id: id(),
    supplierCompanyId: uuid('supplier_company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    maker: text('maker').notNull(),
    model: text('model').notNull(),
    genre: text('genre').notNull(),
    imageUrl: text('image_url'),
    /** In `currency_code` units (yen for JPY); null for a quotation. */
    price: bigint('price', { mode: 'number' }),
    currencyCode: text('currency_code').notNull(),
    priceKind: text('price_kind').notNull(),
    contractMethod: text('contract_method').notNull(),
    /** The product page's text (issue 15), per language; null when the supplier wrote none. */
    descriptionJa: text('description_ja'),
    descriptionEn: text('description_en'),
    /** Working days from acceptance to delivery the supplier promises (issue 15); null: ask. */
    leadTimeDays: integer('lead_time_days'),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name_ja || ' ' || name_en || ' ' || maker || ' ' || model)`),
    createdAt: createdAt(),
  },
  (t) => [index('marketplace_products_name_idx').on(t.nameEn, t.id)],
);

/**
 * A line of a staff member's marketplace cart (`/marketplace/cart`): a product, a quantity (1–999)
 * and the contract method chosen (RENTAL | PURCHASE | SERVICE_CONTRACT). Each user has their own cart.
 */
export const marketplaceCartItems = pgTable(
  'marketplace_cart_items',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => marketplaceProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    contractMethod: text('contract_method', { enum: ['RENTAL', 'PURCHASE', 'SERVICE_CONTRACT'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketplace_cart_items_user_product_key').on(t.userId, t.productId, t.contractMethod)],
);

/**
 * A marketplace order (001 §3 "Marketplace order"): one customer company, one supplier company;
 * both see it, nobody else. `order_number` is global and increasing. `status` UNTOUCHED →
 * ACCEPTED → SENT → DELIVERED, or CANCELED from UNTOUCHED or ACCEPTED (docs/marketplace.md); the
 * list categories UNTOUCHED / ACCEPTED / CANCELED group them. Amounts in `currency_code` units:
 * `total_one_shot` (one-shot prices × quantities) and `total_monthly` (recurring prices per month);
 * quotation lines count in neither.
 */
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    id: id(),
    orderNumber: bigserial('order_number', { mode: 'number' }).notNull(),
    customerCompanyId: uuid('customer_company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    supplierCompanyId: uuid('supplier_company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    orderedByUserId: uuid('ordered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    orderedByPersonId: uuid('ordered_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['UNTOUCHED', 'ACCEPTED', 'SENT', 'DELIVERED', 'CANCELED'] }).notNull().default('UNTOUCHED'),
    deliveryPlaceId: uuid('delivery_place_id').references(() => places.id, { onDelete: 'set null' }),
    deliveryAddress: text('delivery_address'),
    note: text('note'),
    currencyCode: text('currency_code').notNull(),
    totalOneShot: bigint('total_one_shot', { mode: 'number' }).notNull().default(0),
    totalMonthly: bigint('total_monthly', { mode: 'number' }).notNull().default(0),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    orderedAt: timestamp('ordered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('marketplace_orders_number_key').on(t.orderNumber),
    index('marketplace_orders_customer_idx').on(t.customerCompanyId, t.orderNumber),
    index('marketplace_orders_supplier_idx').on(t.supplierCompanyId, t.acceptedAt),
  ],
);

/** A line of an order, copied from the product when ordered (later product edits never change it). */
export const marketplaceOrderItems = pgTable(
  'marketplace_order_items',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => marketplaceProducts.id, { onDelete: 'set null' }),
    nameJa: text('name_ja').notNull(),
    nameEn: text('name_en').notNull(),
    maker: text('maker').notNull(),
    model: text('model').notNull(),
    quantity: integer('quantity').notNull(),
    contractMethod: text('contract_method', { enum: ['RENTAL', 'PURCHASE', 'SERVICE_CONTRACT'] }).notNull(),
    priceKind: text('price_kind', { enum: ['ONE_SHOT', 'RECURRING', 'QUOTATION'] }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }),
    currencyCode: text('currency_code').notNull(),
  },
  (t) => [index('marketplace_order_items_order_idx').on(t.orderId)],
);

/**
 * What happened to an order, seen by both companies (`/marketplace/store/sent-orders/{orderId}/activities`):
 * `kind` ORDERED | ACCEPTED | SENT | DELIVERED | CANCELED | COMMENTED, by which company and user
 * (`actor_name` kept as written, so it survives the user), a comment, and the delivery date a SENT names.
 */
export const marketplaceOrderActivities = pgTable(
  'marketplace_order_activities',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ORDERED', 'ACCEPTED', 'SENT', 'DELIVERED', 'CANCELED', 'COMMENTED'] }).notNull(),
    actorCompanyId: uuid('actor_company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    comment: text('comment'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('marketplace_order_activities_order_idx').on(t.orderId, t.occurredAt, t.seq)],
);
