import { and, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  acceptMarketplaceOrderEndpoint,
  cancelMarketplaceOrderEndpoint,
  commentMarketplaceOrderEndpoint,
  countSalesOrdersEndpoint,
  countSentOrdersEndpoint,
  deliverMarketplaceOrderEndpoint,
  errorCodes,
  getMarketplaceOrderEndpoint,
  listMarketplaceOrderActivitiesEndpoint,
  listSalesOrdersEndpoint,
  listSentOrdersEndpoint,
  marketplaceOrderCategoryStatuses,
  marketplaceOrderMessages,
  marketplaceOrderRefusedMessages,
  sendMarketplaceOrderEndpoint,
  type Locale,
  type MarketplaceOrderAction,
  type MarketplaceOrderActivity,
  type MarketplaceOrderDetail,
  type MarketplaceOrderRow,
  type MarketplaceOrderSide,
  type MarketplaceOrdersCountQuery,
  type SentOrdersQuery,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError, forbidden, notFound } from '../lib/errors';
import { apiMessages } from '../i18n/messages';
import { tokyoToday } from '../lib/tokyo-date';
import type { DbOrTx } from '../audit/audit-log';
import type { SessionContext } from '../auth/sessions';
import { companies, marketplaceOrderActivities, marketplaceOrderItems, marketplaceOrders, people, places, users } from '../schema';
import { isUuid, personName, sortKey } from '../http/resource';
import { allowedOrderActions, nextOrderStatus } from './order-machine';

/**
 * Marketplace orders (000 §2, §6; 001 §2, §3 "Marketplace order", §5, §9; issue 15;
 * docs/marketplace.md "Orders"), product MARKETPLACE. The customer company reads its sent orders
 * (`isCustomer`), the supplier company its sales orders (`isSupplier`), 403 otherwise; an order is
 * read by its two companies only (anyone else: 404). A move (accept, send, deliver, cancel) locks
 * the order row, checks the `version` read (409 stale), asks the order machine (409 with the move's
 * message) and writes the status, its timestamp and one activity in one transaction.
 */

type OrderRecord = typeof marketplaceOrders.$inferSelect;
const customerCo = alias(companies, 'customer_company');
const supplierCo = alias(companies, 'supplier_company');

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const companyName = (c: { nameJa: string; nameEn: string }, locale: Locale) => (locale === 'ja-JP' ? c.nameJa : c.nameEn);

/** The side of the session's company in an order, or null when it is neither of its companies. */
const sideOf = (order: Pick<OrderRecord, 'customerCompanyId' | 'supplierCompanyId'>, companyId: string): MarketplaceOrderSide | null =>
  order.customerCompanyId === companyId ? 'CUSTOMER' : order.supplierCompanyId === companyId ? 'SUPPLIER' : null;

/** Where clause of a list: the side's company, the category's statuses and the ordered-at window. */
function listWhere(side: MarketplaceOrderSide, companyId: string, query: MarketplaceOrdersCountQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    side === 'CUSTOMER' ? eq(marketplaceOrders.customerCompanyId, companyId) : eq(marketplaceOrders.supplierCompanyId, companyId),
    query.category === 'ALL' ? undefined : inArray(marketplaceOrders.status, [...marketplaceOrderCategoryStatuses[query.category]]),
    query.orderedFrom ? gte(marketplaceOrders.orderedAt, new Date(query.orderedFrom)) : undefined,
    query.orderedTo ? lte(marketplaceOrders.orderedAt, new Date(query.orderedTo)) : undefined,
  ];
  return and(...conditions);
}

/** ORDER BY of a list: the column (delivery date nulls last; accepted date nulls — untouched — first ascending), then the order number descending. */
function listOrder(query: Pick<SentOrdersQuery, 'sortColumn' | 'sortOrder'>): SQL[] {
  const o = query.sortOrder;
  const primary = {
    ORDER_NUMBER: sortKey(marketplaceOrders.orderNumber, o),
    ORDERED_AT: sortKey(marketplaceOrders.orderedAt, o),
    DELIVERY_DATE: sortKey(marketplaceOrders.deliveryDate, o, { nullsLast: true }),
    ACCEPTED_AT: o === 'asc' ? sql`${marketplaceOrders.acceptedAt} asc nulls first` : sql`${marketplaceOrders.acceptedAt} desc nulls last`,
  }[query.sortColumn];
  return [primary, sortKey(marketplaceOrders.orderNumber, 'desc')];
}

/** The rows of `where`, named in `locale`. */
async function loadRows(db: DbOrTx, where: SQL | undefined, locale: Locale, order: SQL[], paging?: { limit: number; offset: number }): Promise<Array<MarketplaceOrderRow & { record: OrderRecord }>> {
  const base = db
    .select({
      o: marketplaceOrders,
      customer: { nameJa: customerCo.nameJa, nameEn: customerCo.nameEn },
      supplier: { nameJa: supplierCo.nameJa, nameEn: supplierCo.nameEn },
      person: { id: people.id, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa, familyNameEn: people.familyNameEn, givenNameEn: people.givenNameEn },
      itemCount: sql<number>`(select count(*)::int from ${marketplaceOrderItems} where ${marketplaceOrderItems.orderId} = ${marketplaceOrders.id})`,
    })
    .from(marketplaceOrders)
    .innerJoin(customerCo, eq(customerCo.id, marketplaceOrders.customerCompanyId))
    .innerJoin(supplierCo, eq(supplierCo.id, marketplaceOrders.supplierCompanyId))
    .leftJoin(people, eq(people.id, marketplaceOrders.orderedByPersonId))
    .where(where)
    .orderBy(...order);
  const rows = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  return rows.map(({ o, customer, supplier, person, itemCount }) => ({
    record: o,
    id: o.id,
    orderNumber: o.orderNumber,
    orderedAt: o.orderedAt.toISOString(),
    orderedByPerson: person ? { id: person.id, name: personName(person, locale) } : null,
    customer: { id: o.customerCompanyId, name: companyName(customer, locale) },
    supplier: { id: o.supplierCompanyId, name: companyName(supplier, locale) },
    status: o.status,
    deliveryDate: o.deliveryDate,
    acceptedAt: iso(o.acceptedAt),
    sentAt: iso(o.sentAt),
    deliveredAt: iso(o.deliveredAt),
    canceledAt: iso(o.canceledAt),
    currencyCode: o.currencyCode as MarketplaceOrderRow['currencyCode'],
    totalOneShot: o.totalOneShot,
    totalMonthly: o.totalMonthly,
    itemCount: Number(itemCount),
  }));
}

/** The order page's answer for `side`. */
async function loadDetail(db: DbOrTx, id: string, side: MarketplaceOrderSide, locale: Locale): Promise<MarketplaceOrderDetail> {
  const [row] = await loadRows(db, eq(marketplaceOrders.id, id), locale, []);
  if (!row) throw notFound();
  const { record, ...rest } = row;
  const items = await db.select().from(marketplaceOrderItems).where(eq(marketplaceOrderItems.orderId, id)).orderBy(marketplaceOrderItems.nameEn, marketplaceOrderItems.id);
  const [place] = record.deliveryPlaceId ? await db.select({ id: places.id, nameJa: places.nameJa, nameEn: places.nameEn }).from(places).where(eq(places.id, record.deliveryPlaceId)) : [];
  return {
    ...rest,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      name: locale === 'ja-JP' ? i.nameJa : i.nameEn,
      maker: i.maker,
      model: i.model,
      quantity: i.quantity,
      contractMethod: i.contractMethod,
      priceKind: i.priceKind,
      unitPrice: i.unitPrice,
      currencyCode: i.currencyCode as MarketplaceOrderDetail['currencyCode'],
    })),
    deliveryPlace: place ? { id: place.id, name: companyName(place, locale) } : null,
    deliveryAddress: record.deliveryAddress,
    note: record.note,
    cancelReason: record.cancelReason,
    version: record.version,
    side,
    actions: allowedOrderActions(record.status, side),
  };
}

/** The activities of an order, oldest first; the actor named in `locale` while the user exists, else as written. */
async function loadActivities(db: DbOrTx, order: OrderRecord, locale: Locale): Promise<MarketplaceOrderActivity[]> {
  const rows = await db
    .select({ a: marketplaceOrderActivities, co: { nameJa: companies.nameJa, nameEn: companies.nameEn }, u: { familyNameJa: users.familyNameJa, givenNameJa: users.givenNameJa, familyNameEn: users.familyNameEn, givenNameEn: users.givenNameEn } })
    .from(marketplaceOrderActivities)
    .innerJoin(companies, eq(companies.id, marketplaceOrderActivities.actorCompanyId))
    .leftJoin(users, eq(users.id, marketplaceOrderActivities.actorUserId))
    .where(eq(marketplaceOrderActivities.orderId, order.id))
    .orderBy(marketplaceOrderActivities.occurredAt, marketplaceOrderActivities.seq);
  return rows.map(({ a, co, u }) => activityOf(a, order, companyName(co, locale), u ? personName(u, locale) : a.actorName));
}

function activityOf(a: typeof marketplaceOrderActivities.$inferSelect, order: OrderRecord, company: string, actorName: string): MarketplaceOrderActivity {
  return {
    id: a.id,
    kind: a.kind,
    side: a.actorCompanyId === order.customerCompanyId ? 'CUSTOMER' : 'SUPPLIER',
    companyName: company,
    actorName,
    comment: a.comment,
    deliveryDate: a.deliveryDate,
    occurredAt: a.occurredAt.toISOString(),
  };
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type MarketplaceOrdersContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** Registers the marketplace order calls (see the module docstring). */
export function registerMarketplaceOrderRoutes(ctx: MarketplaceOrdersContext): void {
  const { app, db, sessions } = ctx;

  /** 403 unless the session's company has the role of `side` in an available store. */
  async function requireRole(companyId: string, side: MarketplaceOrderSide, tx: DbOrTx = db) {
    const [c] = await tx.select().from(companies).where(eq(companies.id, companyId));
    const ok = !!c?.marketplaceAvailable && (side === 'CUSTOMER' ? c.isMarketplaceCustomer : c.isMarketplaceSupplier);
    if (!ok) throw forbidden();
  }

  /** The order (optionally locked) and the session's side in it; 404 for a non-UUID id or another company's order, 403 without the side's role. */
  async function findOrder(tx: DbOrTx, session: SessionContext, id: string, lock = false): Promise<{ order: OrderRecord; side: MarketplaceOrderSide }> {
    if (!isUuid(id)) throw notFound();
    const scope = and(eq(marketplaceOrders.id, id), or(eq(marketplaceOrders.customerCompanyId, session.companyId), eq(marketplaceOrders.supplierCompanyId, session.companyId)));
    const q = tx.select().from(marketplaceOrders).where(scope);
    const [order] = lock ? await q.for('update') : await q;
    if (!order) throw notFound();
    const side = sideOf(order, session.companyId)!;
    await requireRole(session.companyId, side, tx);
    return { order, side };
  }

  /** The acting user's name as written into an activity (in the session's language). */
  async function actorName(tx: DbOrTx, session: SessionContext): Promise<string> {
    const [u] = await tx.select().from(users).where(eq(users.id, session.userId));
    return u ? personName(u, session.locale) : session.email;
  }

  const lists = [
    { side: 'CUSTOMER' as const, list: listSentOrdersEndpoint, count: countSentOrdersEndpoint },
    { side: 'SUPPLIER' as const, list: listSalesOrdersEndpoint, count: countSalesOrdersEndpoint },
  ];
  for (const { side, list, count: countEndpoint } of lists) {
    registerEndpoint(app, list, sessions, async ({ query, session, locale }) => {
      await requireRole(session.companyId, side);
      const rows = await loadRows(db, listWhere(side, session.companyId, query), locale, listOrder(query), { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return { items: rows.map(({ record: _record, ...row }) => row) };
    });
    registerEndpoint(app, countEndpoint, sessions, async ({ query, session }) => {
      await requireRole(session.companyId, side);
      const [row] = await db.select({ count: count() }).from(marketplaceOrders).where(listWhere(side, session.companyId, query));
      return { count: row?.count ?? 0 };
    });
  }

  registerEndpoint(app, getMarketplaceOrderEndpoint, sessions, async ({ params, session, locale }) => {
    const { order, side } = await findOrder(db, session, params.orderId);
    return loadDetail(db, order.id, side, locale);
  });

  registerEndpoint(app, listMarketplaceOrderActivitiesEndpoint, sessions, async ({ params, session, locale }) => {
    const { order } = await findOrder(db, session, params.orderId);
    return { items: await loadActivities(db, order, locale) };
  });

  /**
   * One move in one transaction: the order locked, `check` (input rules such as the delivery
   * date), the version (409 stale), the machine (409 refused), then the status, `set` and the activity.
   */
  async function move(
    session: SessionContext,
    locale: Locale,
    orderId: string,
    action: MarketplaceOrderAction,
    version: number,
    write: { set: Partial<typeof marketplaceOrders.$inferInsert>; comment?: string | null; deliveryDate?: string | null; check?: () => void },
  ): Promise<MarketplaceOrderDetail> {
    return db.transaction(async (tx) => {
      const { order, side } = await findOrder(tx, session, orderId, true);
      write.check?.();
      if (order.version !== version) throw new ApiError(409, errorCodes.conflict, marketplaceOrderMessages.conflict);
      const next = nextOrderStatus(order.status, action, side);
      if (!next) throw new ApiError(409, errorCodes.conflict, marketplaceOrderRefusedMessages[action]);
      await tx
        .update(marketplaceOrders)
        .set({ ...write.set, status: next, version: sql`${marketplaceOrders.version} + 1` })
        .where(eq(marketplaceOrders.id, order.id));
      await tx.insert(marketplaceOrderActivities).values({
        orderId: order.id,
        kind: next === 'UNTOUCHED' ? 'ORDERED' : next,
        actorCompanyId: session.companyId,
        actorUserId: session.userId,
        actorName: await actorName(tx, session),
        comment: write.comment ?? null,
        deliveryDate: write.deliveryDate ?? null,
      });
      return loadDetail(tx, order.id, side, locale);
    });
  }

  registerEndpoint(app, acceptMarketplaceOrderEndpoint, sessions, async ({ params, body, session, locale }) =>
    move(session, locale, params.orderId, 'accept', body.version, { set: { acceptedAt: new Date() } }),
  );
  registerEndpoint(app, sendMarketplaceOrderEndpoint, sessions, async ({ params, body, session, locale }) =>
    move(session, locale, params.orderId, 'send', body.version, {
      set: { sentAt: new Date(), deliveryDate: body.deliveryDate },
      deliveryDate: body.deliveryDate,
      check: () => {
        if (body.deliveryDate < tokyoToday()) {
          throw new ApiError(400, errorCodes.validation, apiMessages.validation, [{ path: 'deliveryDate', descriptor: marketplaceOrderMessages.deliveryDatePast }]);
        }
      },
    }),
  );
  registerEndpoint(app, deliverMarketplaceOrderEndpoint, sessions, async ({ params, body, session, locale }) =>
    move(session, locale, params.orderId, 'deliver', body.version, { set: { deliveredAt: new Date() } }),
  );
  registerEndpoint(app, cancelMarketplaceOrderEndpoint, sessions, async ({ params, body, session, locale }) =>
    move(session, locale, params.orderId, 'cancel', body.version, { set: { canceledAt: new Date(), cancelReason: body.reason.trim() }, comment: body.reason.trim() }),
  );

  registerEndpoint(app, commentMarketplaceOrderEndpoint, sessions, async ({ params, body, session, locale }) => {
    return db.transaction(async (tx) => {
      const { order } = await findOrder(tx, session, params.orderId);
      const [a] = await tx
        .insert(marketplaceOrderActivities)
        .values({ orderId: order.id, kind: 'COMMENTED', actorCompanyId: session.companyId, actorUserId: session.userId, actorName: await actorName(tx, session), comment: body.comment.trim() })
        .returning();
      const [co] = await tx.select().from(companies).where(eq(companies.id, session.companyId));
      return activityOf(a!, order, co ? companyName(co, locale) : '', a!.actorName);
    });
  });
}
