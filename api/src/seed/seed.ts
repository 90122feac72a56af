import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { sha256 } from '../lib/tokens';
import type { Db } from '../db/client';
import { bulkInsert } from '../db/bulk-insert';
import * as t from '../schema';
import * as data from '../db/seed-data';
import { prng } from '../db/seed-random';
import { demoAccounts, demoPassword } from './demo-accounts';
import { seedOperations } from '../operations/seed-operations';
import { seedDeviceInventory } from '../operations/seed-device-inventory';
import { seedNetworks } from '../it-ops/seed-networks';
import { seedEquipment } from '../ga-places/seed-equipment';
import { deviceCountFor, seedDevices } from '../it-ops/seed-devices';
import { seedLicenses } from '../it-ops/seed-licenses';
import { seedFleets } from '../ga-places/seed-fleets';
import { seedSaas } from '../it-ops/seed-saas';
import { derivedUuid, seedRoles } from '../settings/seed-roles';
import { seedAppCatalog } from '../it-ops/seed-apps';
import { seedShadowIt } from '../it-ops/seed-shadow-it';
import { seedIdManagement } from '../it-ops/seed-id-management';
import { seedOrganizationPlan } from '../hr-people/seed-organization';
import { fillPersonHrFields, hrMasterRows, orgTreeRows, seedUnitHeads } from '../hr-people/seed-hr';
import { seedHrSaasLinks } from '../hr-people/seed-hr-saas';
import { seedAttendanceLinks } from '../hr-people/seed-attendance-links';
import { seedAttendance } from '../hr-people/seed-attendance';
import { seedContracts } from '../legal/seed-contracts';
import { seedPublicIds } from '../hr-people/seed-public-ids';
import { seedMarketplaceOrders } from '../marketplace/seed-marketplace-orders';
import { seedPlaceAdministrators } from '../ga-places/seed-place-administrators';
import { seedStarlinks } from '../it-ops/seed-starlinks';
import { seedHistory } from '../system/seed-history';
import { productPageDetails } from '../marketplace/seed-marketplace-products';

/**
 * The deterministic demo seed (issue 2 "Demo seed"): a fixed PRNG seed, fixed ids, fixed dates for
 * business data; only invitation expiry and task dates follow `now`, and password hashes carry
 * random salts. Same `scale` and `now` → same rows.
 */

export { demoAccounts, demoPassword };
/** Demo invitation codes (demo mode only). */
export const demoInvitationCodes = {
  valid: 'demo-invitation',
  validIndividual: 'demo-individual-invitation',
  expired: 'expired-invitation',
} as const;
/** Fixed ids of the two seeded companies. */
export const seedCompanyIds = {
  customer: '00000000-0000-4000-8000-000000000001',
  supplier: '00000000-0000-4000-8000-000000000002',
} as const;
/** Default number of people on first start. */
export const defaultScale = 300;

const katakana = (hiragana: string) => hiragana.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Options of `seedDatabase`. */
export interface SeedOptions {
  /** Number of people in the customer company (default 300). */
  scale?: number;
  /** Seed the demo accounts and invitations (default true); the individual area's tasks come from the operation packages' seed. */
  demo?: boolean;
  /** Reference time for invitation expiry and task due dates (default: the current time). */
  now?: Date;
  /** People rows above which their table's indexes are rebuilt after the insert (`bulkInsert`; default 5000). */
  rebuildIndexesAbove?: number;
}

/** What the seed created: the ids tests and the README refer to. */
export interface SeedResult {
  customerCompanyId: string;
  supplierCompanyId: string;
  people: number;
  adminUserId: string | null;
  memberUserId: string | null;
  supplierUserId: string | null;
}

/** Seeds an empty database. Throws when a company already exists. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const scale = Math.max(2, options.scale ?? defaultScale);
  const now = options.now ?? new Date();
  const rnd = prng(20_240_401);
  const customer = seedCompanyIds.customer;
  const supplier = seedCompanyIds.supplier;
  const refDate = new Date('2025-04-01T00:00:00Z');

  await db.insert(t.companies).values([
    { id: customer, nameJa: '株式会社カンリ商事', nameEn: 'Kanri Trading Co., Ltd.', isMarketplaceCustomer: true, createdAt: refDate },
    { id: supplier, nameJa: '株式会社デバイスサプライ', nameEn: 'Device Supply Co., Ltd.', isMarketplaceSupplier: true, createdAt: refDate },
  ]);

  const appIds = await seedAppCatalog(db);

  // Departments (org units), positions and job types (people settings' catalogs) draw their ids
  // from `rnd` in this order, as before the catalogs existed, so every later row keeps its id.
  const idsOf = <T,>(rows: readonly T[]) => rows.map((row) => [rnd.uuid(), row] as const);
  const departmentRows = idsOf(data.departments).map(([id, [code, ja, en]], i) => ({ id, companyId: customer, kind: 'DEPARTMENT' as const, code, nameJa: ja, nameEn: en, displayOrder: i }));
  const positionRows = idsOf(data.positions).map(([id, [code, ja, en]], i) => ({ id, companyId: customer, catalog: 'POSITION', code, name: ja, nameEn: en, rank: data.positions.length - i, displayOrder: i }));
  const jobTypeRows = idsOf(data.jobTypes).map(([id, [code, ja, en]], i) => ({ id, companyId: customer, catalog: 'JOB_TYPE', code, name: ja, nameEn: en, rank: null, displayOrder: i }));
  const masterRows = hrMasterRows(customer, [...positionRows, ...jobTypeRows]);
  await db.insert(t.hrMasterItems).values(masterRows);
  const tree = orgTreeRows(customer, departmentRows);
  const unitRows = [...tree.divisions, ...departmentRows.map((d) => ({ ...d, parentId: tree.parentOf.get(d.code) ?? null })), ...tree.sections];
  await db.insert(t.orgUnits).values(unitRows);
  const departmentIds = departmentRows.map((r) => r.id);
  const jobTypeIds = jobTypeRows.map((r) => r.id);

  const placeTypeRows = data.placeTypeRows.map(([kind, ja, en], i) => ({ id: rnd.uuid(), companyId: customer, kind, nameJa: ja, nameEn: en, displayOrder: i }));
  await db.insert(t.placeTypes).values(placeTypeRows);
  const placeTypeId = (en: string) => placeTypeRows.find((r) => r.nameEn === en)!.id;
  const placeRows = data.placeRows.map((p) => ({
    id: rnd.uuid(),
    companyId: customer,
    code: p.code,
    nameJa: p.ja,
    nameEn: p.en,
    status: p.status,
    email: p.email,
    phoneNumber: p.phone,
    website: 'https://www.kanri-shoji.example/',
    addressJa: p.addressJa,
    addressEn: p.addressEn,
    establishedDate: p.established,
    businessPlaceTypeId: placeTypeId(p.business),
    officeTypeId: placeTypeId(p.office),
    ownershipTypeId: placeTypeId(p.ownership),
    createdAt: refDate,
  }));
  await db.insert(t.places).values(placeRows);
  const activePlaceIds = placeRows.filter((p) => p.status === 'ACTIVE').map((p) => p.id);

  // People: the first two are the demo admin and member, then `scale - 2` generated workers.
  const fixedPeople = [
    { family: ['山田', 'やまだ', 'Yamada'], given: ['太郎', 'たろう', 'Taro'], email: demoAccounts.admin, dept: 5, pos: 3 },
    { family: ['佐藤', 'さとう', 'Sato'], given: ['花子', 'はなこ', 'Hanako'], email: demoAccounts.member, dept: 6, pos: 7 },
  ] as const;
  const peopleRows: (typeof t.people.$inferInsert)[] = [];
  // Joining dates: new hires joined in the 90 days before `now`, people not yet joined (JOINING,
  // OFFERED, OFFER_ACCEPTED) join in the 90 days after it, 1 in 12 of the others joined in the
  // year before it (the joiners' chart), the rest up to 35 years before the reference date.
  const joiningDate = (status: string, draw: number) => {
    if (status === 'NEW_HIRE') return addDays(now, -(1 + (draw % 90)));
    if (status === 'JOINING' || status === 'OFFERED' || status === 'OFFER_ACCEPTED') return addDays(now, 1 + (draw % 90));
    if (status === 'ACTIVE' && draw % 12 === 0) return addDays(now, -(91 + (draw % 270)));
    return addDays(refDate, -draw);
  };
  // Leaving dates follow the seed's `now`: alumni left 1–700 days before it (never before they
  // joined), people LEAVING leave 1–45 days after it (the daily run would make them alumni otherwise).
  const leavingDate = (status: string, joined: Date, draw: number) => {
    if (status === 'LEAVING') return isoDate(addDays(now, 1 + ((draw + 700) % 45)));
    if (status !== 'ALUMNI') return null;
    const left = addDays(now, -(1 + ((draw + 700) % 700)));
    return isoDate(left.getTime() > joined.getTime() + 30 * 86_400_000 ? left : addDays(joined, 30));
  };
  for (let i = 0; i < scale; i++) {
    const fixed = fixedPeople[i];
    const family = fixed?.family ?? rnd.pick(data.familyNames);
    const given = fixed?.given ?? rnd.pick(data.givenNames);
    const workerType = fixed ? 'EMPLOYEE' : rnd.weighted([['EMPLOYEE', 80], ['BOARD_MEMBER', 1], ['CONTRACTOR', 10], ['COLLABORATOR', 9]] as const);
    const status = fixed
      ? 'ACTIVE'
      : rnd.weighted([['ACTIVE', 75], ['NEW_HIRE', 5], ['JOINING', 3], ['OFFERED', 2], ['OFFER_ACCEPTED', 2], ['LEAVING', 3], ['ALUMNI', 10]] as const);
    const joined = joiningDate(status, rnd.int(0, 35 * 365));
    const position = workerType === 'BOARD_MEMBER' ? positionRows[rnd.int(0, 1)]! : positionRows[fixed ? fixed.pos : rnd.int(2, 7)]!;
    const number = String(i + 1).padStart(6, '0');
    peopleRows.push({
      id: rnd.uuid(),
      companyId: customer,
      workerNumber: `${workerType[0]}${number}`,
      familyNameJa: family[0],
      givenNameJa: given[0],
      familyNameKana: katakana(family[1]),
      givenNameKana: katakana(given[1]),
      familyNameEn: family[2],
      givenNameEn: given[2],
      email: fixed?.email ?? `${given[2].toLowerCase()}.${family[2].toLowerCase()}.${number}@kanri-shoji.example`,
      avatarUrl: null,
      workerType,
      status,
      departmentId: departmentIds[fixed ? fixed.dept : rnd.int(0, departmentIds.length - 1)]!,
      positionId: position.id,
      jobTypeId: rnd.pick(jobTypeIds),
      placeId: i < 2 ? activePlaceIds[0]! : rnd.pick(activePlaceIds),
      joinedAt: isoDate(joined),
      leavingAt: leavingDate(status, joined, rnd.int(-700, 30)),
      createdAt: refDate,
      updatedAt: refDate,
    });
  }
  fillPersonHrFields(peopleRows, masterRows);
  await bulkInsert(db, 'people', t.people, peopleRows, { rebuildIndexesAbove: options.rebuildIndexesAbove });
  await seedUnitHeads(db, unitRows, peopleRows, new Map(positionRows.map((p) => [p.id, p.displayOrder])));
  await seedHrSaasLinks(db, { companyId: customer, people: peopleRows });
  await seedOrganizationPlan(db, customer, now);
  // issued at the seed's `now`: a clocking token works `clockingTokenDays` from its issue (issue 29)
  await seedAttendanceLinks(db, { companyId: customer, placeIds: activePlaceIds, createdAt: now });
  await seedAttendance(db, {
    companyId: customer,
    people: peopleRows.map((p) => ({ id: p.id!, workerType: p.workerType, status: p.status, placeId: p.placeId ?? null, joinedAt: p.joinedAt ?? null, leavingAt: p.leavingAt ?? null })),
    scale,
    now,
    refDate,
  });
  // Public IDs (issue 13): encrypted numbers of the people written above
  await seedPublicIds(db, {
    companyId: customer,
    people: peopleRows.map((p) => ({ id: p.id!, workerType: p.workerType, status: p.status, familyNameEn: p.familyNameEn, givenNameEn: p.givenNameEn, joinedAt: p.joinedAt ?? null })),
    refDate,
  });

  await db.insert(t.software).values(
    data.softwareRows.map(([name, vendor, category, type, integrationStatus, usageStatus, users]) => ({
      id: rnd.uuid(),
      companyId: customer,
      name,
      vendorName: vendor,
      category,
      type,
      integrationStatus,
      usageStatus,
      userCount: Math.min(users, scale),
      logoUrl: null,
      createdAt: refDate,
      updatedAt: refDate,
    })),
  );

  const personIds = peopleRows.map((p) => p.id!);
  await seedDevices(db, { companyId: customer, count: deviceCountFor(scale), personIds, placeIds: activePlaceIds, refDate, now });
  await seedNetworks(db, { companyId: customer, scale, refDate });
  await seedEquipment(db, { companyId: customer, scale, personIds, placeIds: activePlaceIds, refDate });
  await seedLicenses(db, { companyId: customer, personIds, now, refDate });
  // Fleets (issue 15): vehicles over the active places, the demo admin as 安全運転管理者
  await seedFleets(db, { companyId: customer, placeIds: activePlaceIds, personIds, now });
  // SaaS integrations, their accounts and shadow-IT visits (issue 11) are seeded here, after the
  // software registry and the people they refer to.
  await seedSaas(db, { companyId: customer, appIds, people: peopleRows.map((p) => ({ id: p.id!, email: p.email, status: p.status, leavingAt: p.leavingAt })), refDate, now });
  await seedShadowIt(db, { companyId: customer, appIds, people: peopleRows.filter((p) => p.status !== 'ALUMNI').map((p) => ({ id: p.id!, email: p.email })), now });
  // ID management's group IDs (issue 15) after the SaaS accounts whose login ids they take over
  await seedIdManagement(db, { companyId: customer, personIds: peopleRows.filter((p) => p.status !== 'ALUMNI').map((p) => p.id!), now });

  await db.insert(t.marketplaceProducts).values(
    data.productRows.map(([ja, en, maker, model, genre, price, priceKind, contractMethod]) => ({
      id: rnd.uuid(),
      supplierCompanyId: supplier,
      nameJa: ja,
      nameEn: en,
      maker,
      model,
      genre,
      imageUrl: null,
      price,
      currencyCode: 'JPY',
      priceKind,
      contractMethod,
      ...productPageDetails(model),
      createdAt: refDate,
    })),
  );

  const result: SeedResult = { customerCompanyId: customer, supplierCompanyId: supplier, people: scale, adminUserId: null, memberUserId: null, supplierUserId: null };
  if (options.demo === false) {
    await seedContracts(db, { companyId: customer, now, approverIds: [] });
    return result;
  }

  // Demo mode: accounts and invitations.
  const [adminPerson, memberPerson] = peopleRows;
  const userRow = (companyId: string, email: string, names: [string, string, string, string], personId: string | null, locale: string) => ({
    id: rnd.uuid(),
    companyId,
    email,
    familyNameJa: names[0],
    givenNameJa: names[1],
    familyNameEn: names[2],
    givenNameEn: names[3],
    personId,
    locale,
    createdAt: refDate,
  });
  const admin = userRow(customer, demoAccounts.admin, ['山田', '太郎', 'Yamada', 'Taro'], adminPerson!.id!, 'ja-JP');
  const member = userRow(customer, demoAccounts.member, ['佐藤', '花子', 'Sato', 'Hanako'], memberPerson!.id!, 'ja-JP');
  // The supplier company's one person (its staff user), holding every product of that company.
  const supplierPersonId = rnd.uuid();
  await db.insert(t.people).values({
    id: supplierPersonId,
    companyId: supplier,
    workerNumber: 'E000001',
    familyNameJa: '鈴木',
    givenNameJa: '一郎',
    familyNameKana: 'スズキ',
    givenNameKana: 'イチロウ',
    familyNameEn: 'Suzuki',
    givenNameEn: 'Ichiro',
    email: demoAccounts.supplier,
    avatarUrl: null,
    workerType: 'EMPLOYEE',
    status: 'ACTIVE',
    joinedAt: '2020-04-01',
    createdAt: refDate,
    updatedAt: refDate,
  });
  const supplierUser = userRow(supplier, demoAccounts.supplier, ['鈴木', '一郎', 'Suzuki', 'Ichiro'], supplierPersonId, 'ja-JP');
  // it@, ga@ and hr@: staff users of three active employees, each with one product's role.
  const [itPerson, gaPerson, hrPerson, legalPerson] = peopleRows.slice(2).filter((p) => p.status === 'ACTIVE' && p.workerType === 'EMPLOYEE');
  if (!legalPerson) throw new Error('the demo seed needs at least four active employees besides the admin and member: seed a larger scale (10 or more)');
  const personUser = (email: string, person: typeof t.people.$inferInsert) =>
    userRow(customer, email, [person.familyNameJa, person.givenNameJa, person.familyNameEn, person.givenNameEn], person.id!, 'ja-JP');
  const productUsers = [personUser(demoAccounts.it, itPerson!), personUser(demoAccounts.ga, gaPerson!), personUser(demoAccounts.hr, hrPerson!)];
  // Two more staff members without a password: they appear in the staff list but cannot sign in.
  const staff2 = userRow(customer, 'makoto.takahashi@kanri-shoji.example', ['高橋', '誠', 'Takahashi', 'Makoto'], null, 'ja-JP');
  const staff3 = userRow(customer, 'misaki.tanaka@kanri-shoji.example', ['田中', '美咲', 'Tanaka', 'Misaki'], null, 'en-US');
  // legal@ (issue 13): its ids are derived, not drawn, so adding it moved no other seeded id
  const legalUser = {
    id: derivedUuid(customer, 'demo-user-legal'),
    companyId: customer,
    email: demoAccounts.legal,
    familyNameJa: legalPerson.familyNameJa,
    givenNameJa: legalPerson.givenNameJa,
    familyNameEn: legalPerson.familyNameEn,
    givenNameEn: legalPerson.givenNameEn,
    personId: legalPerson.id!,
    locale: 'ja-JP',
    createdAt: refDate,
  };
  productUsers.push(legalUser);
  const users = [admin, member, supplierUser, ...productUsers, staff2, staff3];
  const withPassword = 3 + productUsers.length;
  const hashes = await Promise.all(Array.from({ length: withPassword }, () => hashPassword(demoPassword)));
  await db.insert(t.users).values(users.map((u, i) => ({ ...u, passwordHash: hashes[i] ?? null })));
  await db.insert(t.accounts).values([
    { id: rnd.uuid(), companyId: customer, userId: admin.id, kind: 'OPERATOR' as const, createdAt: refDate },
    { id: rnd.uuid(), companyId: customer, userId: admin.id, kind: 'INDIVIDUAL' as const, createdAt: refDate },
    { id: rnd.uuid(), companyId: customer, userId: member.id, kind: 'INDIVIDUAL' as const, createdAt: refDate },
    { id: rnd.uuid(), companyId: supplier, userId: supplierUser.id, kind: 'OPERATOR' as const, createdAt: refDate },
    { id: rnd.uuid(), companyId: customer, userId: staff2.id, kind: 'OPERATOR' as const, createdAt: refDate },
    { id: rnd.uuid(), companyId: customer, userId: staff3.id, kind: 'OPERATOR' as const, createdAt: refDate },
    { id: rnd.uuid(), companyId: customer, userId: staff3.id, kind: 'INDIVIDUAL' as const, createdAt: refDate },
    ...productUsers.map((u) => ({ id: u === legalUser ? derivedUuid(customer, 'demo-account-legal') : rnd.uuid(), companyId: customer, userId: u.id, kind: 'OPERATOR' as const, createdAt: refDate })),
  ]);
  await seedRoles(db, {
    uuid: () => rnd.uuid(),
    createdAt: refDate,
    customerCompanyId: customer,
    supplierCompanyId: supplier,
    holders: { admin: adminPerson!.id!, it: itPerson!.id!, ga: gaPerson!.id!, hr: hrPerson!.id!, legal: legalPerson.id! },
    supplierPersonId,
  });

  await db.insert(t.invitations).values([
    { code: demoInvitationCodes.valid, email: 'sakura.ito@kanri.example', names: ['伊藤', 'さくら', 'Ito', 'Sakura'], operator: true, days: 30 },
    { code: demoInvitationCodes.validIndividual, email: 'ren.kato@kanri.example', names: ['加藤', '蓮', 'Kato', 'Ren'], operator: false, days: 14 },
    { code: demoInvitationCodes.expired, email: 'naoki.watanabe@kanri.example', names: ['渡辺', '直樹', 'Watanabe', 'Naoki'], operator: true, days: -3 },
  ].map((inv) => ({
    id: rnd.uuid(),
    companyId: customer,
    codeHash: sha256(inv.code),
    email: inv.email,
    familyNameJa: inv.names[0]!,
    givenNameJa: inv.names[1]!,
    familyNameEn: inv.names[2]!,
    givenNameEn: inv.names[3]!,
    middleName: null,
    grantsOperator: inv.operator,
    grantsIndividual: true,
    expiresAt: addDays(now, inv.days),
    createdAt: addDays(now, inv.days - 30),
  })));

  // Contracts (issue 13) after the users: their approvals (稟議) are recorded by the demo staff
  await seedContracts(db, { companyId: customer, now, approverIds: [admin.id, staff2.id] });
  // Operation packages (issue 14) after the users and roles: the admin starts the instances, the member files a request
  const operations = await seedOperations(db, { companyId: customer, adminUserId: admin.id, memberUserId: member.id, now });
  // Device inventory (issue 14) on the IT core's two inventory patterns: a finished 2025 request and an open 2026 one (the member's device unreported)
  await seedDeviceInventory(db, { companyId: customer, adminUserId: admin.id, memberPersonId: memberPerson!.id!, patternIds: operations.deviceInventoryPatternIds, now });
  // Place administrators (issue 15) after the operation packages, on their own prng: admin@, ga@ and it@ administer 東京本社
  await seedPlaceAdministrators(db, { companyId: customer, adminUserId: admin.id, itUserId: productUsers[0]!.id, gaUserId: productUsers[1]!.id, now });

  // Starlink terminals (issue 15) after places, people and users, on their own prng: it@ resolved the resolved alerts
  await seedStarlinks(db, { companyId: customer, now, resolverUserId: productUsers[0]!.id });
  // Marketplace orders (issue 15) after the users and the marketplace products: the admin's person orders from the supplier
  await seedMarketplaceOrders(db, { customerCompanyId: customer, supplierCompanyId: supplier, adminUserId: admin.id, adminPersonId: adminPerson!.id!, supplierUserId: supplierUser.id });
  await seedHistory(db, { companyId: customer, adminUserId: admin.id, memberPersonId: memberPerson!.id! }); // issue 30: a history on the first device, equipment and the member's person
  return { ...result, adminUserId: admin.id, memberUserId: member.id, supplierUserId: supplierUser.id };
}

/**
 * Gathers the planner's statistics for every table (`ANALYZE`) after a seed. PostgreSQL's
 * autovacuum would do it in time, but the embedded PGlite runs no autovacuum: without statistics
 * the planner takes every freshly seeded table for empty and nests loops where a hash join belongs
 * (the SaaS alert counts took 20 s instead of 0.3 s on the demo data). About 2 s on the demo seed.
 */
export async function analyzeTables(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE`);
}

/** Deletes every row of every table (for `pnpm seed`, which re-seeds from scratch). */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE companies, users, accounts, invitations, sessions, one_time_codes, org_units, hr_master_items, place_types, places, people, software, networks, devices, marketplace_products, app_categories, apps, traceable_apps, sign_in_failures, product_permissions, people_groups, roles CASCADE`);
}
