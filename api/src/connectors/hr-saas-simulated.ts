import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../audit/audit-log';
import { hrMasterItems, orgUnits, people, users } from '../schema';
import type { HrSaasConnector, HrSaasTenant, HrSaasWorker } from './hr-saas';

/** New hires the simulated HR SaaS reports that the workforce does not have yet. */
export const simulatedNewHireCount = 3;
/** Per 100 reported workers (by hash): how many moved department, changed e-mail domain, are leaving. */
export const simulatedShares = { department: 4, email: 3, leaving: 3 } as const;
/** The e-mail domain the simulated HR SaaS has for workers whose address changed. */
export const simulatedNewEmailDomain = 'kanri-shoji.co.jp';

const digest = (...parts: string[]) => createHash('sha1').update(parts.join('|')).digest('hex');
const hashNumber = (hex: string, from = 0) => parseInt(hex.slice(from, from + 8), 16);

/** Names of the simulated new hires: [family kanji, katakana, romaji], [given kanji, katakana, romaji]. */
const newHireNames = [
  [['高橋', 'タカハシ', 'Takahashi'], ['陽菜', 'ヒナ', 'Hina']],
  [['中村', 'ナカムラ', 'Nakamura'], ['湊', 'ミナト', 'Minato']],
  [['小林', 'コバヤシ', 'Kobayashi'], ['結衣', 'ユイ', 'Yui']],
  [['加藤', 'カトウ', 'Kato'], ['蒼', 'アオイ', 'Aoi']],
  [['吉田', 'ヨシダ', 'Yoshida'], ['凛', 'リン', 'Rin']],
] as const;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The external id prefix of the new hires the simulated HR SaaS reports. */
const newHireIdPrefix = 'SHR-NEW-';

/**
 * The simulated SmartHR-like HR SaaS (docs/people.md "External HR SaaS"): a deterministic employee
 * database built from the company's own workforce, so that a preview shows every kind of change:
 * - every current employee and board member (not alumni; contractors and collaborators are not in
 *   an HR SaaS), under the id stored in `external_hr_id`, else `SHR-{workerNumber}` (such a person
 *   is matched on the e-mail);
 * - chosen by a hash of the integration and person ids, of each 100: 4 in another department
 *   (picked by the same hash, so after an import they match), 3 with an e-mail on the domain
 *   `kanri-shoji.co.jp` (only people already linked by id, and never a person who signs in), 3
 *   active people leaving on the last day of next month;
 * - 3 new hires joining on the first day of next month, with worker numbers `E9nnnnn` (one block of 10,000 each),
 *   reported once and as the HR SaaS keeps them, also after an import made them people.
 * Everyone else is reported exactly as stored (UNCHANGED). The same integration reports the same
 * workers on every call of the same month (dates follow `now`).
 */
export class SimulatedHrSaasConnector implements HrSaasConnector {
  readonly kind = 'simulated';

  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async listWorkers(tenant: HrSaasTenant): Promise<HrSaasWorker[]> {
    const department = alias(orgUnits, 'department');
    const position = alias(hrMasterItems, 'position');
    const rows = await this.db
      .select({
        id: people.id, workerNumber: people.workerNumber, familyNameJa: people.familyNameJa, givenNameJa: people.givenNameJa,
        familyNameKana: people.familyNameKana, givenNameKana: people.givenNameKana, familyNameEn: people.familyNameEn,
        givenNameEn: people.givenNameEn, email: people.email, workerType: people.workerType, status: people.status,
        departmentCode: department.code, positionCode: position.code, joinedAt: people.joinedAt, leavingAt: people.leavingAt,
        externalHrId: people.externalHrId, userId: users.id,
      })
      .from(people)
      .leftJoin(department, eq(department.id, people.departmentId))
      .leftJoin(position, eq(position.id, people.positionId))
      .leftJoin(users, eq(users.personId, people.id))
      .where(and(eq(people.companyId, tenant.companyId), inArray(people.workerType, ['EMPLOYEE', 'BOARD_MEMBER']), ne(people.status, 'ALUMNI')))
      .orderBy(asc(people.workerNumber), asc(people.id));
    const departments = (
      await this.db
        .select({ code: orgUnits.code })
        .from(orgUnits)
        .where(and(eq(orgUnits.companyId, tenant.companyId), eq(orgUnits.kind, 'DEPARTMENT'), isNull(orgUnits.validTo)))
        .orderBy(asc(orgUnits.code))
    ).map((d) => d.code);
    const positions = (
      await this.db
        .select({ code: hrMasterItems.code })
        .from(hrMasterItems)
        .where(and(eq(hrMasterItems.companyId, tenant.companyId), eq(hrMasterItems.catalog, 'POSITION'), eq(hrMasterItems.disabled, false), isNotNull(hrMasterItems.code)))
        .orderBy(asc(hrMasterItems.displayOrder), asc(hrMasterItems.code))
    ).map((p) => p.code);

    const today = this.now();
    const nextMonthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    const nextMonthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0));

    // the new hires this HR SaaS reported (`SHR-NEW-…`) are reported below, once, as the HR SaaS keeps
    // them; hashing their random person id into the change buckets would move some after an import
    const workers: HrSaasWorker[] = rows.filter((p) => !p.externalHrId?.startsWith(newHireIdPrefix)).map((p) => {
      const hash = digest(tenant.appIntegrationId, p.id);
      const bucket = hashNumber(hash) % 100;
      const { department: dep, email, leaving } = simulatedShares;
      const worker: HrSaasWorker = {
        externalId: p.externalHrId ?? `SHR-${p.workerNumber}`,
        workerNumber: p.workerNumber,
        familyNameJa: p.familyNameJa, givenNameJa: p.givenNameJa, familyNameKana: p.familyNameKana, givenNameKana: p.givenNameKana,
        familyNameEn: p.familyNameEn, givenNameEn: p.givenNameEn,
        email: p.email,
        workerType: p.workerType === 'BOARD_MEMBER' ? 'BOARD_MEMBER' : 'EMPLOYEE',
        departmentCode: p.departmentCode,
        positionCode: p.positionCode,
        joinedAt: p.joinedAt,
        leavingAt: p.leavingAt,
      };
      // each bucket range is one kind of change, whatever the person's state (so an import settles it)
      if (bucket < dep) {
        if (departments.length) worker.departmentCode = departments[hashNumber(hash, 8) % departments.length]!;
      } else if (bucket < dep + email) {
        if (p.externalHrId && !p.userId) worker.email = `${p.email.split('@')[0]}@${simulatedNewEmailDomain}`;
      } else if (bucket < dep + email + leaving) {
        if (p.status === 'ACTIVE' && !p.leavingAt && !p.userId) worker.leavingAt = isoDate(nextMonthEnd);
      }
      return worker;
    });

    for (let i = 0; i < simulatedNewHireCount; i++) {
      const hash = digest(tenant.appIntegrationId, 'new-hire', String(i));
      const [family, given] = newHireNames[hashNumber(hash) % newHireNames.length]!;
      const number = String(900_000 + i * 10_000 + (hashNumber(hash, 8) % 10_000));
      workers.push({
        externalId: `${newHireIdPrefix}${hash.slice(0, 12)}`,
        workerNumber: `E${number}`,
        familyNameJa: family[0], givenNameJa: given[0], familyNameKana: family[1], givenNameKana: given[1],
        familyNameEn: family[2], givenNameEn: given[2],
        email: `${given[2].toLowerCase()}.${family[2].toLowerCase()}.${hash.slice(0, 4)}@kanri-shoji.example`,
        workerType: 'EMPLOYEE',
        departmentCode: departments.length ? departments[hashNumber(hash, 24) % departments.length]! : null,
        positionCode: positions.at(-1) ?? null,
        joinedAt: isoDate(nextMonthStart),
        leavingAt: null,
      });
    }
    return workers;
  }
}

/** The HR SaaS connector of an app; every HR app uses the simulated one today. */
export function hrSaasConnectorFor(db: DbOrTx, now?: () => Date): HrSaasConnector {
  return new SimulatedHrSaasConnector(db, now);
}
