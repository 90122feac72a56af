import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';

/**
 * Demo marketplace orders (issue 15; docs/marketplace.md "Orders"): seven orders of the customer
 * company to 株式会社デバイスサプライ, placed by the admin's person, one or more in every status,
 * with their activities (both sides' moves and comments). Order numbers 1–7 and every date are fixed
 * (the e2e journeys and tests find them by number); the order-number sequence continues after 7, so
 * orders placed through the cart get 8 and up. PRNG 15_005 draws only the ids.
 */
export interface SeedMarketplaceOrdersOptions {
  customerCompanyId: string;
  supplierCompanyId: string;
  adminUserId: string;
  adminPersonId: string;
  supplierUserId: string;
}

type Step = { kind: 'ORDERED' | 'ACCEPTED' | 'SENT' | 'DELIVERED' | 'CANCELED' | 'COMMENTED'; at: string; by: 'CUSTOMER' | 'SUPPLIER'; comment?: string; deliveryDate?: string };
interface SeedOrder {
  number: number;
  lines: Array<[model: string, quantity: number]>;
  note: string | null;
  deliveryAddress: string;
  steps: Step[];
}

/** The seeded orders, by number (the statuses follow the steps). */
export const seededMarketplaceOrders: readonly SeedOrder[] = [
  {
    number: 1, lines: [['21KC', 3], ['U2724D', 3]], note: '新入社員3名分です。', deliveryAddress: '東京都千代田区丸の内1-1-1 本社 総務部',
    steps: [
      { kind: 'ORDERED', at: '2026-09-01T01:00:00Z', by: 'CUSTOMER' },
      { kind: 'ACCEPTED', at: '2026-09-01T05:30:00Z', by: 'SUPPLIER' },
      { kind: 'SENT', at: '2026-09-04T02:00:00Z', by: 'SUPPLIER', deliveryDate: '2026-09-08' },
      { kind: 'DELIVERED', at: '2026-09-08T06:00:00Z', by: 'CUSTOMER' },
    ],
  },
  {
    number: 2, lines: [['MRXN3J/A', 5]], note: null, deliveryAddress: '大阪府大阪市北区梅田2-2-2 大阪支社',
    steps: [
      { kind: 'ORDERED', at: '2026-09-15T00:30:00Z', by: 'CUSTOMER' },
      { kind: 'CANCELED', at: '2026-09-15T03:00:00Z', by: 'CUSTOMER', comment: '数量を見直すため、発注を取り消します。' },
    ],
  },
  {
    number: 3, lines: [['SC-51E', 10]], note: '営業部の入れ替え用です。', deliveryAddress: '東京都千代田区丸の内1-1-1 本社 営業部',
    steps: [
      { kind: 'ORDERED', at: '2026-10-01T02:00:00Z', by: 'CUSTOMER' },
      { kind: 'ACCEPTED', at: '2026-10-01T07:00:00Z', by: 'SUPPLIER' },
      { kind: 'CANCELED', at: '2026-10-03T01:00:00Z', by: 'SUPPLIER', comment: 'メーカー欠品のため、お届けできません。' },
    ],
  },
  {
    number: 4, lines: [['MW2U3J/A', 2]], note: null, deliveryAddress: '東京都千代田区丸の内1-1-1 本社 開発部',
    steps: [
      { kind: 'ORDERED', at: '2026-11-02T01:00:00Z', by: 'CUSTOMER' },
      { kind: 'ACCEPTED', at: '2026-11-02T04:00:00Z', by: 'SUPPLIER' },
      { kind: 'COMMENTED', at: '2026-11-05T02:00:00Z', by: 'SUPPLIER', comment: '入荷待ちのため、発送は来週になります。' },
      { kind: 'SENT', at: '2026-11-12T01:00:00Z', by: 'SUPPLIER', deliveryDate: '2026-12-10' },
    ],
  },
  {
    number: 5, lines: [['MPQ03J/A', 4], ['MYDQ3J/A', 4]], note: '店舗スタッフ用です。', deliveryAddress: '福岡県福岡市博多区博多駅前3-3-3 福岡営業所',
    steps: [
      { kind: 'ORDERED', at: '2026-11-10T03:00:00Z', by: 'CUSTOMER' },
      { kind: 'ACCEPTED', at: '2026-11-11T00:30:00Z', by: 'SUPPLIER' },
    ],
  },
  {
    number: 6, lines: [['CF-SR4', 2]], note: null, deliveryAddress: '東京都千代田区丸の内1-1-1 本社 総務部',
    steps: [
      { kind: 'ORDERED', at: '2026-11-18T02:00:00Z', by: 'CUSTOMER' },
      { kind: 'COMMENTED', at: '2026-11-18T04:00:00Z', by: 'CUSTOMER', comment: '12月第1週までに届くと助かります。' },
    ],
  },
  {
    number: 7, lines: [['SH-M29', 1]], note: null, deliveryAddress: '東京都千代田区丸の内1-1-1 本社 総務部',
    steps: [{ kind: 'ORDERED', at: '2026-11-20T01:00:00Z', by: 'CUSTOMER' }],
  },
];

/** Writes the demo orders (see the module docstring); demo mode only (it needs the admin and the supplier's user). */
export async function seedMarketplaceOrders(db: Db, options: SeedMarketplaceOrdersOptions): Promise<void> {
  const rnd = prng(15_005);
  const products = await db.select().from(t.marketplaceProducts).where(eq(t.marketplaceProducts.supplierCompanyId, options.supplierCompanyId));
  const byModel = new Map(products.map((p) => [p.model, p]));
  const actor = {
    CUSTOMER: { companyId: options.customerCompanyId, userId: options.adminUserId, name: '山田 太郎' },
    SUPPLIER: { companyId: options.supplierCompanyId, userId: options.supplierUserId, name: '鈴木 一郎' },
  };
  for (const order of seededMarketplaceOrders) {
    const orderId = rnd.uuid();
    const lines = order.lines.map(([model, quantity]) => {
      const p = byModel.get(model);
      if (!p) throw new Error(`seed-marketplace-orders: no product ${model}`);
      return { p, quantity };
    });
    const total = (kind: string) => lines.reduce((sum, { p, quantity }) => sum + (p.priceKind === kind && p.price !== null ? p.price * quantity : 0), 0);
    const at = (kind: Step['kind']) => {
      const step = order.steps.find((s) => s.kind === kind);
      return step ? new Date(step.at) : null;
    };
    const moves = order.steps.filter((s) => s.kind !== 'COMMENTED');
    const last = moves[moves.length - 1]!.kind;
    const status = last === 'ORDERED' || last === 'COMMENTED' ? 'UNTOUCHED' : last;
    await db.insert(t.marketplaceOrders).values({
      id: orderId,
      orderNumber: order.number,
      customerCompanyId: options.customerCompanyId,
      supplierCompanyId: options.supplierCompanyId,
      orderedByUserId: options.adminUserId,
      orderedByPersonId: options.adminPersonId,
      status,
      deliveryPlaceId: null,
      deliveryAddress: order.deliveryAddress,
      note: order.note,
      currencyCode: 'JPY',
      totalOneShot: total('ONE_SHOT'),
      totalMonthly: total('RECURRING'),
      deliveryDate: order.steps.find((s) => s.kind === 'SENT')?.deliveryDate ?? null,
      orderedAt: at('ORDERED')!,
      acceptedAt: at('ACCEPTED'),
      sentAt: at('SENT'),
      deliveredAt: at('DELIVERED'),
      canceledAt: at('CANCELED'),
      cancelReason: order.steps.find((s) => s.kind === 'CANCELED')?.comment ?? null,
      version: moves.length,
    });
    await db.insert(t.marketplaceOrderItems).values(
      lines.map(({ p, quantity }) => ({
        id: rnd.uuid(),
        orderId,
        productId: p.id,
        nameJa: p.nameJa,
        nameEn: p.nameEn,
        maker: p.maker,
        model: p.model,
        quantity,
        contractMethod: p.contractMethod as 'RENTAL' | 'PURCHASE' | 'SERVICE_CONTRACT',
        priceKind: p.priceKind as 'ONE_SHOT' | 'RECURRING' | 'QUOTATION',
        unitPrice: p.price,
        currencyCode: p.currencyCode,
      })),
    );
    await db.insert(t.marketplaceOrderActivities).values(
      order.steps.map((s) => ({
        id: rnd.uuid(),
        orderId,
        kind: s.kind,
        actorCompanyId: actor[s.by].companyId,
        actorUserId: actor[s.by].userId,
        actorName: actor[s.by].name,
        comment: s.comment ?? null,
        deliveryDate: s.deliveryDate ?? null,
        occurredAt: new Date(s.at),
      })),
    );
  }
  // orders placed later (the cart) continue after the seeded numbers
  await db.execute(sql`select setval(pg_get_serial_sequence('marketplace_orders', 'order_number'), (select coalesce(max(order_number), 1) from marketplace_orders))`);
}
