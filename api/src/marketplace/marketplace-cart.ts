import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  cartMessages,
  deleteCartItemEndpoint,
  errorCodes,
  getCartEndpoint,
  getMarketplaceProductEndpoint,
  listMarketplaceRelatedProductsEndpoint,
  placeOrderEndpoint,
  putCartItemEndpoint,
  type Cart,
  type CartTotal,
  type Locale,
  type MarketplaceDevice,
  type MarketplaceProductDetail,
  type MessageDescriptor,
  type PlacedOrder,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { DbOrTx } from '../audit/audit-log';
import { registerEndpoint } from '../http/register';
import { apiMessages } from '../i18n/messages';
import { ApiError, forbidden, notFound, type PendingFieldError } from '../lib/errors';
import {
  companies,
  marketplaceCartItems,
  marketplaceOrderActivities,
  marketplaceOrderItems,
  marketplaceOrders,
  marketplaceProducts,
  places,
  users,
} from '../schema';
import { isUuid, personName } from '../http/resource';

type ProductRow = typeof marketplaceProducts.$inferSelect;

const invalid = (errors: PendingFieldError[], message: MessageDescriptor = apiMessages.validation) => new ApiError(400, errorCodes.validation, message, errors);

/** A product row (with its supplier's names) as the store shows it, in the caller's language. */
export function toMarketplaceDevice(p: ProductRow, supplier: { nameJa: string; nameEn: string }, locale: Locale): MarketplaceDevice {
  const ja = locale === 'ja-JP';
  return {
    id: p.id,
    name: ja ? p.nameJa : p.nameEn,
    maker: p.maker,
    model: p.model,
    genre: p.genre as MarketplaceDevice['genre'],
    imageUrl: p.imageUrl,
    price: p.price,
    currencyCode: p.currencyCode as MarketplaceDevice['currencyCode'],
    priceKind: p.priceKind as MarketplaceDevice['priceKind'],
    contractMethod: p.contractMethod as MarketplaceDevice['contractMethod'],
    supplier: { id: p.supplierCompanyId, name: ja ? supplier.nameJa : supplier.nameEn },
  };
}

/**
 * The price of `quantity` units of a product: unit price × quantity, or null for a quotation (no
 * price). Amounts are whole units of the product's currency (yen for JPY).
 */
export function lineTotal(p: Pick<ProductRow, 'price' | 'priceKind'>, quantity: number): number | null {
  return p.price === null || p.priceKind === 'QUOTATION' ? null : p.price * quantity;
}

/**
 * The cart's sums per currency (in the order the currencies first appear): ONE_SHOT lines into
 * `oneShot`, RECURRING lines into `monthly`; QUOTATION lines are counted apart.
 */
export function cartTotals(lines: { product: Pick<ProductRow, 'price' | 'priceKind' | 'currencyCode'>; quantity: number }[]): { totals: CartTotal[]; quotationLineCount: number } {
  const totals = new Map<string, CartTotal>();
  let quotationLineCount = 0;
  for (const { product, quantity } of lines) {
    const amount = lineTotal(product, quantity);
    if (amount === null) {
      quotationLineCount += 1;
      continue;
    }
    const total = totals.get(product.currencyCode) ?? { currencyCode: product.currencyCode as CartTotal['currencyCode'], oneShot: 0, monthly: 0 };
    if (product.priceKind === 'RECURRING') total.monthly += amount;
    else total.oneShot += amount;
    totals.set(product.currencyCode, total);
  }
  return { totals: [...totals.values()], quotationLineCount };
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type MarketplaceCartContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/**
 * The product page and the cart (issue 15; docs/marketplace.md "Product page and cart"). Products
 * are read across tenants (the catalog every customer sees); a cart is the signed-in user's own,
 * in their company, and only an available customer company has one (403 otherwise). Placing the
 * cart writes the orders the sent-orders and sales-orders screens read.
 */
export function registerMarketplaceCartRoutes(ctx: MarketplaceCartContext): void {
  const { app, db, sessions } = ctx;

  /** 403 unless the company may buy: the store is available to it and it is a customer. */
  async function requireCustomer(companyId: string) {
    const [c] = await db.select({ available: companies.marketplaceAvailable, customer: companies.isMarketplaceCustomer }).from(companies).where(eq(companies.id, companyId));
    if (!c?.available || !c.customer) throw forbidden();
  }

  async function productById(id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({ p: marketplaceProducts, supplier: { nameJa: companies.nameJa, nameEn: companies.nameEn } })
      .from(marketplaceProducts)
      .innerJoin(companies, eq(companies.id, marketplaceProducts.supplierCompanyId))
      .where(eq(marketplaceProducts.id, id));
    return row;
  }

  async function cartRows(q: DbOrTx, userId: string, companyId: string) {
    return q
      .select({ item: marketplaceCartItems, p: marketplaceProducts, supplier: { nameJa: companies.nameJa, nameEn: companies.nameEn } })
      .from(marketplaceCartItems)
      .innerJoin(marketplaceProducts, eq(marketplaceProducts.id, marketplaceCartItems.productId))
      .innerJoin(companies, eq(companies.id, marketplaceProducts.supplierCompanyId))
      .where(and(eq(marketplaceCartItems.userId, userId), eq(marketplaceCartItems.companyId, companyId)))
      .orderBy(asc(marketplaceCartItems.createdAt), asc(marketplaceCartItems.id));
  }

  async function readCart(userId: string, companyId: string, locale: Locale): Promise<Cart> {
    const rows = await cartRows(db, userId, companyId);
    return {
      lines: rows.map(({ item, p, supplier }) => ({
        id: item.id,
        product: toMarketplaceDevice(p, supplier, locale),
        quantity: item.quantity,
        contractMethod: item.contractMethod,
        lineTotal: lineTotal(p, item.quantity),
      })),
      ...cartTotals(rows.map(({ item, p }) => ({ product: p, quantity: item.quantity }))),
    };
  }

  registerEndpoint(app, getMarketplaceProductEndpoint, sessions, async ({ params, session, locale }) => {
    await requireCustomer(session.companyId);
    const row = await productById(params.productId);
    if (!row) throw notFound();
    const ja = locale === 'ja-JP';
    const detail: MarketplaceProductDetail = {
      ...toMarketplaceDevice(row.p, row.supplier, locale),
      description: (ja ? row.p.descriptionJa : row.p.descriptionEn) ?? null,
      leadTimeDays: row.p.leadTimeDays,
    };
    return detail;
  });

  registerEndpoint(app, listMarketplaceRelatedProductsEndpoint, sessions, async ({ params, query, session, locale }) => {
    await requireCustomer(session.companyId);
    const row = await productById(params.productId);
    if (!row) throw notFound();
    const { p } = row;
    const where = and(
      ne(marketplaceProducts.id, p.id),
      or(eq(marketplaceProducts.supplierCompanyId, p.supplierCompanyId), eq(marketplaceProducts.genre, p.genre)),
    );
    const name = locale === 'ja-JP' ? marketplaceProducts.nameJa : marketplaceProducts.nameEn;
    const [items, [total]] = await Promise.all([
      db
        .select({ p: marketplaceProducts, supplier: { nameJa: companies.nameJa, nameEn: companies.nameEn } })
        .from(marketplaceProducts)
        .innerJoin(companies, eq(companies.id, marketplaceProducts.supplierCompanyId))
        .where(where)
        // the same genre first: the closest alternatives, then the supplier's other products
        .orderBy(sql`(${marketplaceProducts.genre} = ${p.genre}) desc`, asc(name), asc(marketplaceProducts.id))
        .limit(query.pageSize)
        .offset(query.pageIndex * query.pageSize),
      db.select({ count: count() }).from(marketplaceProducts).where(where),
    ]);
    return { items: items.map((r) => toMarketplaceDevice(r.p, r.supplier, locale)), total: total?.count ?? 0 };
  });

  registerEndpoint(app, getCartEndpoint, sessions, async ({ session, locale }) => {
    await requireCustomer(session.companyId);
    return readCart(session.userId, session.companyId, locale);
  });

  registerEndpoint(app, putCartItemEndpoint, sessions, async ({ body, session, locale }) => {
    await requireCustomer(session.companyId);
    const row = await productById(body.productId);
    if (!row) throw invalid([{ path: 'productId', descriptor: cartMessages.productNotFound }]);
    if (row.p.supplierCompanyId === session.companyId) throw invalid([{ path: 'productId', descriptor: cartMessages.ownProduct }]);
    if (row.p.contractMethod !== body.contractMethod) throw invalid([{ path: 'contractMethod', descriptor: cartMessages.contractMethodNotOffered }]);
    const mine = and(
      eq(marketplaceCartItems.userId, session.userId),
      eq(marketplaceCartItems.companyId, session.companyId),
      eq(marketplaceCartItems.productId, body.productId),
      eq(marketplaceCartItems.contractMethod, body.contractMethod),
    );
    if (body.quantity === 0) {
      await db.delete(marketplaceCartItems).where(mine);
    } else {
      await db
        .insert(marketplaceCartItems)
        .values({ companyId: session.companyId, userId: session.userId, productId: body.productId, contractMethod: body.contractMethod, quantity: body.quantity })
        .onConflictDoUpdate({
          target: [marketplaceCartItems.userId, marketplaceCartItems.productId, marketplaceCartItems.contractMethod],
          set: { quantity: body.quantity, updatedAt: sql`now()` },
        });
    }
    return readCart(session.userId, session.companyId, locale);
  });

  registerEndpoint(app, deleteCartItemEndpoint, sessions, async ({ params, session, locale }) => {
    await requireCustomer(session.companyId);
    if (!isUuid(params.itemId)) throw notFound();
    const deleted = await db
      .delete(marketplaceCartItems)
      .where(and(eq(marketplaceCartItems.id, params.itemId), eq(marketplaceCartItems.userId, session.userId), eq(marketplaceCartItems.companyId, session.companyId)))
      .returning({ id: marketplaceCartItems.id });
    if (!deleted.length) throw notFound();
    return readCart(session.userId, session.companyId, locale);
  });

  registerEndpoint(app, placeOrderEndpoint, sessions, async ({ body, session, locale }) => {
    await requireCustomer(session.companyId);
    const ja = locale === 'ja-JP';
    if (body.deliveryPlaceId !== null) {
      const [place] = await db.select({ id: places.id }).from(places).where(and(eq(places.id, body.deliveryPlaceId), eq(places.companyId, session.companyId)));
      if (!place) throw invalid([{ path: 'deliveryPlaceId', descriptor: cartMessages.placeNotFound }]);
    }
    const [user] = await db.select().from(users).where(eq(users.id, session.userId));
    if (!user) throw forbidden();
    const actorName = personName(user, locale);

    const orders = await db.transaction(async (tx) => {
      // the lines are locked: a second "place order" at the same time waits, then finds the cart empty
      const locked = await tx
        .select({ id: marketplaceCartItems.id })
        .from(marketplaceCartItems)
        .where(and(eq(marketplaceCartItems.userId, session.userId), eq(marketplaceCartItems.companyId, session.companyId)))
        .for('update');
      if (!locked.length) throw invalid([], cartMessages.empty);
      const rows = await cartRows(tx, session.userId, session.companyId);
      const own = rows.findIndex((r) => r.p.supplierCompanyId === session.companyId);
      if (own >= 0) throw invalid([{ path: `lines.${own}`, descriptor: cartMessages.ownProduct }]);

      // one order per supplier (and currency: an order has one currency), in the cart's order
      const groups = new Map<string, typeof rows>();
      for (const r of rows) {
        const key = `${r.p.supplierCompanyId}/${r.p.currencyCode}`;
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
      const placed: PlacedOrder[] = [];
      for (const lines of groups.values()) {
        const first = lines[0]!;
        const { totals } = cartTotals(lines.map(({ item, p }) => ({ product: p, quantity: item.quantity })));
        const [order] = await tx
          .insert(marketplaceOrders)
          .values({
            customerCompanyId: session.companyId,
            supplierCompanyId: first.p.supplierCompanyId,
            orderedByUserId: session.userId,
            orderedByPersonId: session.personId,
            status: 'UNTOUCHED',
            deliveryPlaceId: body.deliveryPlaceId,
            deliveryAddress: body.deliveryAddress || null,
            note: body.note || null,
            currencyCode: first.p.currencyCode,
            totalOneShot: totals[0]?.oneShot ?? 0,
            totalMonthly: totals[0]?.monthly ?? 0,
          })
          .returning({ id: marketplaceOrders.id, orderNumber: marketplaceOrders.orderNumber });
        await tx.insert(marketplaceOrderItems).values(
          lines.map(({ item, p }) => ({
            orderId: order!.id,
            productId: p.id,
            nameJa: p.nameJa,
            nameEn: p.nameEn,
            maker: p.maker,
            model: p.model,
            quantity: item.quantity,
            contractMethod: item.contractMethod,
            priceKind: p.priceKind as 'ONE_SHOT' | 'RECURRING' | 'QUOTATION',
            unitPrice: p.priceKind === 'QUOTATION' ? null : p.price,
            currencyCode: p.currencyCode,
          })),
        );
        await tx.insert(marketplaceOrderActivities).values({
          orderId: order!.id,
          kind: 'ORDERED',
          actorCompanyId: session.companyId,
          actorUserId: session.userId,
          actorName,
          comment: null,
        });
        placed.push({ id: order!.id, orderNumber: order!.orderNumber, supplier: { id: first.p.supplierCompanyId, name: ja ? first.supplier.nameJa : first.supplier.nameEn } });
      }
      await tx.delete(marketplaceCartItems).where(inArray(marketplaceCartItems.id, locked.map((l) => l.id)));
      return placed;
    });
    return { orders };
  });
}
