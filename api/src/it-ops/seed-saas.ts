import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../schema';
import { bulkInsert } from '../db/bulk-insert';
import { seededUuid } from './seed-networks';
import { prng } from '../db/seed-random';

/**
 * The demo company's SaaS integrations (issue 11; docs/software.md "Seed"): one `app_integrations`
 * row for each SaaS registry row integrated (INTEGRATED), built in-house (CUSTOM_APP) or
 * deactivated (DEACTIVATED) — a marketplace app of the same name, or a custom app without one —
 * with its contract, roles (Owner, Admin, Member), the assignments of a share of the working
 * people (who should hold an account) and the accounts the app reports. On purpose every rule
 * matching case appears in each active integration with some probability, so the demo admin sees a
 * handful of each alert: a shared `info@` account and an outside contractor (NO_WORKER), an account
 * of a worker not assigned (VIOLATED), a role other than the assigned one (VIOLATED_ROLE), an
 * assigned worker without an account (NO_USER), accounts not signed in for longer than the
 * integration's `inactive_days` (INACTIVE), active accounts of workers who left (ALUMNI), accounts
 * found through a known alias (`person_email_aliases`, the old `kanri-trading.example` domain), one
 * account linked by hand, and deactivated accounts.
 *
 * Deterministic: ids from `seededUuid`, one PRNG per integration (fixed seed and the integration's
 * position), dates from `now` (sign-ins, so inactivity stays relative to the day the demo runs) and
 * `refDate` (creation). Scale: the accounts follow the people; above `cappedPeople` working people
 * only Google Workspace keeps everyone — an account for every working person and a suspended one
 * for every leaver (`pnpm seed --scale 100000` gives it ~96k accounts, the users-list bench) —
 * the others take the first `cappedPeople`. `software.user_count` is set to the
 * number of active accounts of the software's integration.
 */

/** Working people per integration above which only Google Workspace keeps growing. */
export const cappedPeople = 1000;
/** The integration that holds an account for (nearly) every worker, whatever the scale. */
export const benchIntegrationName = 'Google Workspace';

/** The id of the demo integration of the registry row `name` (stable across re-seeds). */
export const seededIntegrationId = (companyId: string, name: string) => seededUuid(`app-integration:${companyId}:${name}`);

/** A person as the seed knows them. */
export interface SeedPerson {
  id: string;
  email: string;
  status: string;
  leavingAt: string | null | undefined;
}

/** Contract of a demo integration: plan, price per unit and cycle (yen), cycle, inactive days. */
interface DemoContract {
  plan: string;
  price: number;
  cycle: 'MONTH' | 'YEAR';
  inactiveDays: number;
}

const contracts: Record<string, DemoContract> = {
  Slack: { plan: 'Business+', price: 1_600, cycle: 'MONTH', inactiveDays: 30 },
  'Google Workspace': { plan: 'Business Standard', price: 16_320, cycle: 'YEAR', inactiveDays: 60 },
  'Microsoft 365': { plan: 'Business Standard', price: 1_874, cycle: 'MONTH', inactiveDays: 60 },
  Zoom: { plan: 'Business', price: 2_125, cycle: 'MONTH', inactiveDays: 60 },
  'Salesforce Sales Cloud': { plan: 'Enterprise', price: 19_800, cycle: 'MONTH', inactiveDays: 90 },
  Box: { plan: 'Business Plus', price: 28_800, cycle: 'YEAR', inactiveDays: 90 },
  GitHub: { plan: 'Team', price: 600, cycle: 'MONTH', inactiveDays: 90 },
  Notion: { plan: 'Plus', price: 1_650, cycle: 'MONTH', inactiveDays: 30 },
};
const defaultContract = (rnd: ReturnType<typeof prng>): DemoContract => ({
  plan: rnd.pick(['Standard', 'Business', 'Professional', 'Enterprise']),
  price: rnd.pick([500, 880, 1_200, 1_800, 2_400, 3_000, 5_500]),
  cycle: rnd.next() < 0.8 ? 'MONTH' : 'YEAR',
  inactiveDays: rnd.pick([30, 60, 90, 90]),
});

const roleNames = ['Owner', 'Admin', 'Member'] as const;
const day = 86_400_000;
/** A person's alias on the company's former domain (accounts of older apps still use it). */
export const aliasOf = (email: string) => email.replace(/@kanri-shoji\.example$/, '@kanri-trading.example');

/**
 * Seeds the SaaS integrations of `companyId` (after its software registry and people). Returns the
 * integrations written, by registry name.
 */
export async function seedSaas(
  db: Db,
  options: { companyId: string; appIds: ReadonlyMap<string, string>; people: readonly SeedPerson[]; refDate: Date; now: Date },
): Promise<Map<string, string>> {
  const { companyId, appIds, people, refDate, now } = options;
  const registry = await db
    .select({ id: t.software.id, name: t.software.name, category: t.software.category, integrationStatus: t.software.integrationStatus, userCount: t.software.userCount })
    .from(t.software)
    .where(and(eq(t.software.companyId, companyId), eq(t.software.type, 'SAAS'), inArray(t.software.integrationStatus, ['INTEGRATED', 'CUSTOM_APP', 'DEACTIVATED'])))
    .orderBy(t.software.name);

  // people who left (ALUMNI, or a leaving date before today) hold accounts only as the ALUMNI case
  const today = now.toISOString().slice(0, 10);
  const left = (p: SeedPerson) => p.status === 'ALUMNI' || (!!p.leavingAt && p.leavingAt < today);
  const working = people.filter((p) => !left(p) && p.status !== 'OFFERED' && p.status !== 'OFFER_ACCEPTED');
  const leavers = people.filter(left);
  // ~1 % of working people are also known by their address on the former domain
  const aliasRnd = prng(11_000_001);
  const aliased = working.slice(2).filter(() => aliasRnd.next() < 0.01);
  const aliasRows = aliased.map((p) => ({ id: seededUuid(`person-alias:${p.id}`), companyId, personId: p.id, email: aliasOf(p.email.toLowerCase()) }));
  const aliasedIds = new Set(aliased.map((p) => p.id));

  const integrationRows: (typeof t.appIntegrations.$inferInsert)[] = [];
  const roleRows: (typeof t.appRoles.$inferInsert)[] = [];
  const assignmentRows: (typeof t.appAssignments.$inferInsert)[] = [];
  const userRows: (typeof t.appUsers.$inferInsert)[] = [];
  const activeAccounts = new Map<string, number>();
  const result = new Map<string, string>();

  registry.forEach((sw, index) => {
    const rnd = prng(11_000_100 + index);
    const id = seededIntegrationId(companyId, sw.name);
    result.set(sw.name, id);
    const isCustom = sw.integrationStatus === 'CUSTOM_APP';
    const deactivated = sw.integrationStatus === 'DEACTIVATED';
    const c = contracts[sw.name] ?? defaultContract(rnd);
    const anchor = rnd.pick([[4, 1], [4, 1], [10, 1], [1, 1], [7, 15]] as const);
    integrationRows.push({
      id,
      companyId,
      appId: isCustom ? null : (appIds.get(sw.name) ?? null),
      softwareId: sw.id,
      name: sw.name,
      isCustomApp: isCustom,
      customAppType: isCustom ? sw.category : null,
      integratedTenantName: isCustom ? null : sw.name === 'Slack' ? 'kanri-shoji.slack.com' : 'kanri-shoji.example',
      status: deactivated ? 'DEACTIVATED' : 'ACTIVE',
      contractAnchorMonth: anchor[0],
      contractAnchorDay: anchor[1],
      billingCycleUnit: c.cycle,
      billingCycleLength: 1,
      pricingModel: c.price === 0 ? 'FREE' : 'LINEAR',
      priceOfUnitPerBillingCycle: c.price,
      currencyCode: 'JPY',
      planName: c.plan,
      unit: 'USER',
      userProvisioning: !isCustom && rnd.next() < 0.4,
      authenticatedAt: isCustom ? null : new Date(refDate.getTime() - rnd.int(30, 400) * day),
      inactiveDays: c.inactiveDays,
      lastRefreshedAt: deactivated ? new Date(refDate.getTime() - 30 * day) : new Date(now.getTime() - rnd.int(1, 20) * 3_600_000),
      createdAt: new Date(refDate.getTime() - rnd.int(400, 1200) * day),
      updatedAt: refDate,
    });
    const roleIds = roleNames.map((name) => seededUuid(`app-role:${id}:${name}`));
    roleNames.forEach((name, i) => roleRows.push({ id: roleIds[i]!, companyId, appIntegrationId: id, name, displayOrder: i }));
    const roleName = (roleId: string) => roleNames[roleIds.indexOf(roleId)]!;

    // who should hold an account: a share of the working people as the registry's user count says
    const share = sw.name === benchIntegrationName ? 0.98 : Math.min(0.95, Math.max(0.05, sw.userCount / 480));
    const pool = sw.name === benchIntegrationName ? working : working.slice(0, cappedPeople);
    const assigned = pool.filter((p, i) => i < 2 || rnd.next() < share);
    const assignedIds = new Set(assigned.map((p) => p.id));
    const unassigned = pool.filter((p) => !assignedIds.has(p.id));
    const cases = (base: number) => (deactivated ? 0 : rnd.int(0, base) + Math.floor(assigned.length / 400));
    const noUser = new Set(assigned.slice(2).filter(() => rnd.next() < 0.5).slice(0, cases(1)).map((p) => p.id));
    const wrongRole = new Set(assigned.slice(2).filter(() => rnd.next() < 0.2).slice(0, cases(1)).map((p) => p.id));
    const inactive = new Set(assigned.slice(2).filter(() => rnd.next() < 0.3).slice(0, cases(2)).map((p) => p.id));
    const deactivatedUsers = new Set(assigned.slice(2).filter(() => rnd.next() < 0.2).slice(0, cases(1)).map((p) => p.id));

    const lastSignIn = (inactiveAccount: boolean) =>
      inactiveAccount ? new Date(now.getTime() - (c.inactiveDays + rnd.int(5, 200)) * day) : new Date(now.getTime() - rnd.int(0, Math.min(20, c.inactiveDays - 2)) * day - rnd.int(0, 86_000) * 1000);
    const created = () => new Date(refDate.getTime() - rnd.int(200, 1500) * day);
    let active = 0;
    const account = (row: Omit<typeof t.appUsers.$inferInsert, 'id' | 'companyId' | 'appIntegrationId'>) => {
      userRows.push({ id: seededUuid(`app-user:${id}:${row.externalId}`), companyId, appIntegrationId: id, updatedAt: refDate, ...row });
      if (row.isActive !== false) active++;
    };
    const nameOf = (email: string) => email.split('@')[0]!;

    assigned.forEach((p, i) => {
      const role = i === 0 ? roleIds[0]! : i < 4 || rnd.next() < 0.05 ? roleIds[1]! : roleIds[2]!;
      assignmentRows.push({ id: seededUuid(`app-assignment:${id}:${p.id}`), companyId, appIntegrationId: id, personId: p.id, appRoleId: role, createdAt: refDate });
      if (noUser.has(p.id)) return;
      const email = p.email.toLowerCase();
      const actual = wrongRole.has(p.id) ? (roleName(role) === 'Member' ? 'Admin' : 'Member') : roleName(role);
      const off = deactivatedUsers.has(p.id);
      const neverSignedIn = inactive.has(p.id) && rnd.next() < 0.3;
      account({
        externalId: `u-${nameOf(email)}`,
        name: nameOf(email),
        displayName: null,
        // older apps still know the aliased workers by their former address
        email: aliasedIds.has(p.id) && index % 2 === 0 ? aliasOf(email) : email,
        configuredMfa: rnd.next() < 0.8,
        isActive: !off,
        externalCreatedAt: created(),
        deactivatedAt: off ? new Date(now.getTime() - rnd.int(10, 200) * day) : null,
        lastSignedInAt: neverSignedIn ? null : lastSignIn(inactive.has(p.id)),
        statusName: off ? 'Suspended' : 'Active',
        actualRoleName: actual,
        createdAt: refDate,
      });
    });

    if (!deactivated) {
      // VIOLATED: workers holding an account without being assigned
      for (const p of unassigned.filter(() => rnd.next() < 0.3).slice(0, cases(1))) {
        const email = p.email.toLowerCase();
        account({ externalId: `u-${nameOf(email)}`, name: nameOf(email), displayName: null, email, configuredMfa: false, isActive: true, externalCreatedAt: created(), lastSignedInAt: lastSignIn(false), statusName: 'Active', actualRoleName: 'Member', createdAt: refDate });
      }
      // ALUMNI: people who left and whose account is still active (some still assigned)
      const alumniCase = leavers.filter(() => rnd.next() < 0.08).slice(0, cases(1));
      for (const p of alumniCase) {
        const email = p.email.toLowerCase();
        if (rnd.next() < 0.5) assignmentRows.push({ id: seededUuid(`app-assignment:${id}:${p.id}`), companyId, appIntegrationId: id, personId: p.id, appRoleId: roleIds[2]!, createdAt: refDate });
        account({ externalId: `u-${nameOf(email)}`, name: nameOf(email), displayName: null, email, configuredMfa: false, isActive: true, externalCreatedAt: created(), lastSignedInAt: lastSignIn(rnd.next() < 0.5), statusName: 'Active', actualRoleName: 'Member', createdAt: refDate });
      }
      // the directory keeps the other leavers' accounts, suspended (no alert: not active)
      if (sw.name === benchIntegrationName) {
        const kept = new Set(alumniCase.map((p) => p.id));
        for (const p of leavers) {
          if (kept.has(p.id)) continue;
          const email = p.email.toLowerCase();
          const leftOn = p.leavingAt ? new Date(`${p.leavingAt}T09:00:00Z`) : new Date(refDate.getTime() - 90 * day);
          account({ externalId: `u-${nameOf(email)}`, name: nameOf(email), displayName: null, email, configuredMfa: true, isActive: false, externalCreatedAt: created(), deactivatedAt: leftOn, lastSignedInAt: new Date(leftOn.getTime() - rnd.int(0, 5) * day), statusName: 'Suspended', actualRoleName: 'Member', createdAt: refDate });
        }
      }
      // NO_WORKER: a shared mailbox account, an outside contractor
      if (index % 3 === 0) {
        account({ externalId: 'shared-info', name: 'info', displayName: 'カンリ商事 お問い合わせ窓口', email: 'info@kanri-shoji.example', configuredMfa: false, isActive: true, externalCreatedAt: created(), lastSignedInAt: lastSignIn(false), statusName: 'Active', actualRoleName: 'Admin', createdAt: refDate });
      }
      if (index % 4 === 1) {
        account({ externalId: 'ext-partner', name: 'k.tanaka', displayName: 'Kenji Tanaka (Partner Agency)', email: 'k.tanaka@partner-agency.example', configuredMfa: true, isActive: true, externalCreatedAt: created(), lastSignedInAt: lastSignIn(false), statusName: 'Active', actualRoleName: 'Member', createdAt: refDate });
      }
      // a service account linked by hand to the IT owner (the first assigned worker)
      if (index % 5 === 2 && assigned[0]) {
        account({ externalId: 'svc-it', name: 'it-admin', displayName: 'IT admin (service)', email: 'it-admin@kanri-shoji.example', configuredMfa: true, isActive: true, externalCreatedAt: created(), lastSignedInAt: lastSignIn(false), statusName: 'Active', actualRoleName: 'Owner', personId: assigned[0].id, createdAt: refDate });
      }
    }
    activeAccounts.set(sw.id, active);
  });

  await db.insert(t.appIntegrations).values(integrationRows);
  if (roleRows.length) await db.insert(t.appRoles).values(roleRows);
  if (aliasRows.length) await bulkInsert(db, 'person_email_aliases', t.personEmailAliases, aliasRows);
  await bulkInsert(db, 'app_assignments', t.appAssignments, assignmentRows);
  await bulkInsert(db, 'app_users', t.appUsers, userRows);
  for (const [softwareId, n] of activeAccounts) {
    await db.update(t.software).set({ userCount: n }).where(eq(t.software.id, softwareId));
  }
  if (userRows.length > 5000) await db.execute(sql`ANALYZE app_users`);
  return result;
}
