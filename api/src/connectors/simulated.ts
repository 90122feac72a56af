import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUsers, people } from '../schema';
import type { ConnectorTenant, SaasAccount, SaasConnector } from './connector';

/** Roles of a simulated app, least privileged first (the first is the default role). */
export const simulatedRoles = ['Member', 'Admin', 'Owner'] as const;
/** How many of the company's current workers hold an account in a simulated tenant (at most). */
export const simulatedWorkerAccounts = 12;
/** Days since the last sign-in of the simulated stale account (over the default 90 inactive days). */
export const simulatedStaleDays = 200;

const digest = (...parts: string[]) => createHash('sha1').update(parts.join('|')).digest('hex');

/**
 * The simulated connector (docs/software.md "Connectors"): a deterministic tenant per integration,
 * built from the company's people so that a refresh after an install shows every kind of account:
 * - up to 12 current workers (chosen by a hash of the integration and person ids) with accounts
 *   under their work e-mail, role Member;
 * - among them one Admin (a role above the default one the first refresh assigns → VIOLATED_ROLE),
 *   one whose last sign-in was 200 days ago (inactive), and some without MFA;
 * - one alumnus (a worker who has left) whose account is still active (alumni);
 * - one account of an outside contractor whose e-mail belongs to no worker (NO_WORKER).
 * The same integration gets the same accounts on every refresh; sign-in times are relative to `now`.
 * An integration whose stored accounts did not come from this simulation (the demo seed's
 * integrations, a CSV import) is simulated as those accounts, unchanged.
 */
export class SimulatedConnector implements SaasConnector {
  readonly kind = 'simulated';
  readonly roles = simulatedRoles;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async listAccounts(tenant: ConnectorTenant): Promise<SaasAccount[]> {
    const stored = await this.storedAccounts(tenant);
    if (stored.some((a) => !a.externalId.startsWith('sim-'))) return stored;
    const rows = await this.db
      .select({ id: people.id, given: people.givenNameEn, family: people.familyNameEn, email: people.email, avatarUrl: people.avatarUrl, status: people.status })
      .from(people)
      .where(and(eq(people.companyId, tenant.companyId), inArray(people.status, ['ACTIVE', 'NEW_HIRE', 'LEAVING', 'ALUMNI'])));
    const byHash = rows
      .map((p) => ({ ...p, hash: digest(tenant.appIntegrationId, p.id) }))
      .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
    const current = byHash.filter((p) => p.status !== 'ALUMNI').slice(0, simulatedWorkerAccounts);
    const alumnus = byHash.find((p) => p.status === 'ALUMNI');
    const now = this.now().getTime();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000);
    const seedOf = (hash: string) => parseInt(hash.slice(0, 8), 16);

    const accounts: SaasAccount[] = current.map((p, i) => {
      const seed = seedOf(p.hash);
      return {
        externalId: `sim-${p.hash.slice(0, 16)}`,
        name: `${p.given} ${p.family}`,
        displayName: p.given,
        email: p.email.toLowerCase(),
        avatarUrl: p.avatarUrl,
        role: i === 0 ? 'Admin' : 'Member',
        statusName: 'Active',
        isActive: true,
        configuredMfa: i % 3 !== 2,
        lastSignedInAt: i === 1 ? daysAgo(simulatedStaleDays) : daysAgo(seed % 10),
        createdAt: daysAgo(300 + (seed % 400)),
      };
    });
    if (alumnus) {
      accounts.push({
        externalId: `sim-${alumnus.hash.slice(0, 16)}`,
        name: `${alumnus.given} ${alumnus.family}`,
        displayName: alumnus.given,
        email: alumnus.email.toLowerCase(),
        avatarUrl: alumnus.avatarUrl,
        role: 'Member',
        statusName: 'Active',
        isActive: true,
        configuredMfa: false,
        lastSignedInAt: daysAgo(20),
        createdAt: daysAgo(900),
      });
    }
    const outside = digest(tenant.appIntegrationId, 'contractor');
    accounts.push({
      externalId: `sim-ext-${outside.slice(0, 12)}`,
      name: 'Taylor Reed',
      displayName: 'Taylor (contractor)',
      email: `taylor.reed.${outside.slice(0, 6)}@partner.example`,
      avatarUrl: null,
      role: 'Member',
      statusName: 'Active',
      isActive: true,
      configuredMfa: false,
      lastSignedInAt: daysAgo(3),
      createdAt: daysAgo(45),
    });
    return accounts;
  }

  private storedAccounts(tenant: ConnectorTenant): Promise<SaasAccount[]> {
    return storedAccountsOf(this.db, tenant);
  }
}

/**
 * The accounts already stored for the integration, as the app would report them. A tenant whose
 * accounts came from elsewhere (the demo seed, a CSV import) is simulated as exactly those accounts,
 * so a refresh keeps them instead of replacing them with generated ones.
 */
async function storedAccountsOf(db: Db, tenant: ConnectorTenant): Promise<SaasAccount[]> {
  const rows = await db.select().from(appUsers).where(and(eq(appUsers.companyId, tenant.companyId), eq(appUsers.appIntegrationId, tenant.appIntegrationId)));
  return rows.map((u) => ({
    externalId: u.externalId,
    name: u.name,
    displayName: u.displayName,
    email: u.email,
    avatarUrl: u.avatarUrl,
    role: u.actualRoleName,
    statusName: u.statusName,
    isActive: u.isActive,
    configuredMfa: u.configuredMfa,
    lastSignedInAt: u.lastSignedInAt,
    createdAt: u.externalCreatedAt,
  }));
}

/** The connector of an app (`apps.connector`); every catalog app uses `simulated` today. */
export function connectorFor(kind: string, db: Db, now?: () => Date): SaasConnector {
  switch (kind) {
    case 'simulated':
      return new SimulatedConnector(db, now);
    default:
      throw new Error(`no connector "${kind}"`);
  }
}
