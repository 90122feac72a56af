import { count, eq, type SQL } from 'drizzle-orm';
import {
  countMarketplaceDevicesEndpoint,
  getMarketplaceHeaderEndpoint,
  listMarketplaceDevicesEndpoint,
  type MarketplaceHeader,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { forbidden } from '../lib/errors';
import { companies, marketplaceProducts } from '../schema';
import { matchesText, orderBy, page } from '../http/list-sql';
import { toMarketplaceDevice } from './marketplace-cart';

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type MarketplaceContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/**
 * The marketplace store (000 §2, §3, §6). Products belong to supplier companies and are, by design,
 * visible to every customer company: the one read across tenants, limited to the product catalog.
 */
export function registerMarketplaceRoutes(ctx: MarketplaceContext): void {
  const { app, db, sessions } = ctx;

  async function header(companyId: string): Promise<MarketplaceHeader> {
    const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
    return { isAvailable: !!c?.marketplaceAvailable, isCustomer: !!c?.isMarketplaceCustomer, isSupplier: !!c?.isMarketplaceSupplier };
  }
  /** The store's device tab is for available customers only (DECISIONS.md "Marketplace"). */
  async function requireCustomer(companyId: string) {
    const h = await header(companyId);
    if (!h.isAvailable || !h.isCustomer) throw forbidden();
  }
  const where = (freeText: string | undefined): SQL | undefined => matchesText(marketplaceProducts.searchText, freeText);

  registerEndpoint(app, getMarketplaceHeaderEndpoint, sessions, async ({ session }) => header(session.companyId));

  registerEndpoint(app, listMarketplaceDevicesEndpoint, sessions, async ({ query, session, locale }) => {
    await requireCustomer(session.companyId);
    const ja = locale === 'ja-JP';
    const sort = { NAME: ja ? marketplaceProducts.nameJa : marketplaceProducts.nameEn, MAKER: marketplaceProducts.maker, PRICE: marketplaceProducts.price }[query.sortColumn];
    const rows = await db
      .select({ p: marketplaceProducts, supplierJa: companies.nameJa, supplierEn: companies.nameEn })
      .from(marketplaceProducts)
      .innerJoin(companies, eq(companies.id, marketplaceProducts.supplierCompanyId))
      .where(where(query.freeText))
      .orderBy(...orderBy(query.sortOrder, sort, marketplaceProducts.id))
      .limit(page(query).limit)
      .offset(page(query).offset);
    return {
      items: rows.map(({ p, supplierJa, supplierEn }) => toMarketplaceDevice(p, { nameJa: supplierJa, nameEn: supplierEn }, locale)),
    };
  });

  registerEndpoint(app, countMarketplaceDevicesEndpoint, sessions, async ({ query, session }) => {
    await requireCustomer(session.companyId);
    const [row] = await db.select({ count: count() }).from(marketplaceProducts).where(where(query.freeText));
    return { count: row?.count ?? 0 };
  });
}
