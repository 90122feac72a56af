import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LicenseAllocationType, LicenseBillingUnit, PerUnitBasis } from '@kanri/contracts';
import type { Db } from '../db/client';
import { seededUuid } from './seed-networks';
import * as t from '../schema';

/**
 * The licenses of the demo company (001 §2 "Licenses"): one for each seeded SaaS in use (the
 * `software` rows of type SAAS that are active or on trial), plus installed software, OS and a
 * scratch-built tool from the registry; seats assigned to the seeded people (SaaS, installed,
 * scratch) and devices (OS on laptops and servers). Deterministic for a given `now`: ids derive
 * from fixed strings, holders from the people and devices in name order; expiry dates are fixed,
 * except three placed relative to `now` (two expiring within 30 days, one expired) so that the
 * alerts and the EXPIRED tab always have content. Zoom is seeded with more seats used than bought
 * (seats lowered at renewal), the over-assigned alert's example.
 */

interface DemoLicense {
  /** The software's name in the registry (seed-data `softwareRows`). */
  software: string;
  allocationType: LicenseAllocationType;
  perUnitBasis: PerUnitBasis;
  /** Price per seat and billing unit, in yen. */
  price: number | null;
  billingUnit: LicenseBillingUnit;
  seats: number;
  /** Seats to assign (may exceed `seats`: an over-assigned license). */
  assign: number;
  /** Who holds the seats: people, or devices of these genres. */
  holders: 'PEOPLE' | readonly string[];
  termStart: string;
  /** A date, or days from `now` (a number) for the alert examples. */
  expiry: string | number | null;
  autoRenewal: boolean;
}

const demo: readonly DemoLicense[] = [
  { software: 'Slack', allocationType: 'SAAS', perUnitBasis: 'BILLABLE_USER', price: 1_050, billingUnit: 'MONTH', seats: 450, assign: 220, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2027-03-31', autoRenewal: true },
  { software: 'Google Workspace', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 16_320, billingUnit: 'YEAR', seats: 480, assign: 240, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2027-03-31', autoRenewal: true },
  { software: 'Microsoft 365', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 1_874, billingUnit: 'MONTH', seats: 460, assign: 200, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2027-03-31', autoRenewal: true },
  { software: 'Zoom', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 2_125, billingUnit: 'MONTH', seats: 20, assign: 23, holders: 'PEOPLE', termStart: '2025-10-01', expiry: '2026-09-30', autoRenewal: true },
  { software: 'Salesforce Sales Cloud', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 19_800, billingUnit: 'MONTH', seats: 120, assign: 60, holders: 'PEOPLE', termStart: '2025-01-01', expiry: 12, autoRenewal: false },
  { software: 'freee会計', allocationType: 'SAAS', perUnitBasis: 'BILLABLE_USER', price: 2_680, billingUnit: 'MONTH', seats: 25, assign: 18, holders: 'PEOPLE', termStart: '2024-04-01', expiry: null, autoRenewal: true },
  { software: 'SmartHR', allocationType: 'SAAS', perUnitBasis: 'BILLABLE_USER', price: 880, billingUnit: 'MONTH', seats: 480, assign: 240, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2027-03-31', autoRenewal: true },
  { software: 'kintone', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 1_800, billingUnit: 'MONTH', seats: 220, assign: 110, holders: 'PEOPLE', termStart: '2025-04-01', expiry: 25, autoRenewal: false },
  { software: 'Box', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 28_800, billingUnit: 'YEAR', seats: 300, assign: 150, holders: 'PEOPLE', termStart: '2025-07-01', expiry: '2026-06-30', autoRenewal: true },
  { software: 'Notion', allocationType: 'SAAS', perUnitBasis: 'BILLABLE_USER', price: 2_000, billingUnit: 'MONTH', seats: 50, assign: 30, holders: 'PEOPLE', termStart: '2025-09-01', expiry: -40, autoRenewal: false },
  { software: 'GitHub', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 3_150, billingUnit: 'MONTH', seats: 70, assign: 48, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2027-03-31', autoRenewal: true },
  { software: 'Backlog', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 26_400, billingUnit: 'MONTH', seats: 100, assign: 60, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2027-03-31', autoRenewal: true },
  { software: 'Sansan', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: null, billingUnit: 'YEAR', seats: 150, assign: 80, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2026-03-31', autoRenewal: true },
  { software: 'HubSpot', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 10_800, billingUnit: 'MONTH', seats: 20, assign: 12, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2026-03-31', autoRenewal: false },
  { software: 'Zendesk', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 8_250, billingUnit: 'MONTH', seats: 40, assign: 25, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2027-03-31', autoRenewal: true },
  { software: 'ChatGPT Enterprise', allocationType: 'SAAS', perUnitBasis: 'BILLABLE_USER', price: 9_000, billingUnit: 'MONTH', seats: 30, assign: 20, holders: 'PEOPLE', termStart: '2025-11-01', expiry: '2026-10-31', autoRenewal: false },
  { software: 'Okta Workforce Identity', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 9_600, billingUnit: 'YEAR', seats: 480, assign: 240, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2027-03-31', autoRenewal: true },
  { software: 'Jira', allocationType: 'SAAS', perUnitBasis: 'LICENSE_SEAT', price: 1_290, billingUnit: 'MONTH', seats: 80, assign: 50, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2027-03-31', autoRenewal: true },
  { software: 'Microsoft Office LTSC 2021', allocationType: 'INSTALLED', perUnitBasis: 'LICENSE_SEAT', price: 58_000, billingUnit: 'YEAR', seats: 80, assign: 40, holders: 'PEOPLE', termStart: '2022-04-01', expiry: null, autoRenewal: false },
  { software: 'Adobe Acrobat Pro', allocationType: 'INSTALLED', perUnitBasis: 'LICENSE_SEAT', price: 2_380, billingUnit: 'MONTH', seats: 65, assign: 35, holders: 'PEOPLE', termStart: '2025-04-01', expiry: '2026-03-31', autoRenewal: true },
  { software: 'Windows 11 Pro', allocationType: 'MW_OS', perUnitBasis: 'LICENSE_SEAT', price: null, billingUnit: 'YEAR', seats: 400, assign: 120, holders: ['LAPTOP'], termStart: '2023-04-01', expiry: null, autoRenewal: false },
  { software: 'PostgreSQL 15', allocationType: 'MW_OS', perUnitBasis: 'LICENSE_SEAT', price: 0, billingUnit: 'YEAR', seats: 10, assign: 6, holders: ['SERVER'], termStart: '2024-04-01', expiry: null, autoRenewal: false },
  { software: '勤怠集計マクロ', allocationType: 'SCRATCH', perUnitBasis: 'LICENSE_SEAT', price: null, billingUnit: 'YEAR', seats: 10, assign: 6, holders: 'PEOPLE', termStart: '2024-04-01', expiry: null, autoRenewal: false },
];

/** Assignments per license are capped here (a seed of 100k people keeps the same license data). */
const maxAssignmentsPerLicense = 500;

const plusDays = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Inserts the demo licenses and their seats for `companyId`. Returns the number of licenses. */
export async function seedLicenses(db: Db, options: { companyId: string; personIds: readonly string[]; now: Date; refDate: Date }): Promise<number> {
  const { companyId, personIds, now, refDate } = options;
  const sw = await db
    .select({ id: t.software.id, name: t.software.name, vendorName: t.software.vendorName })
    .from(t.software)
    .where(and(eq(t.software.companyId, companyId), inArray(t.software.name, demo.map((d) => d.software))));
  const softwareByName = new Map(sw.map((s) => [s.name, s]));
  const deviceRows = await db.select({ id: t.devices.id, genre: t.devices.genre }).from(t.devices).where(eq(t.devices.companyId, companyId)).orderBy(asc(t.devices.name), asc(t.devices.id));

  const licenseRows: (typeof t.licenses.$inferInsert)[] = [];
  const seatRows: (typeof t.licenseAssignments.$inferInsert)[] = [];
  demo.forEach((d, index) => {
    const s = softwareByName.get(d.software);
    if (!s) return;
    const id = seededUuid(`license:${companyId}:${d.software}`);
    licenseRows.push({
      id,
      companyId,
      licenseName: d.software,
      allocationType: d.allocationType,
      softwareId: s.id,
      vendorName: s.vendorName,
      seatsTotal: d.seats,
      perUnitBasis: d.perUnitBasis,
      price: d.price,
      currency: 'JPY',
      billingUnit: d.billingUnit,
      termStart: d.termStart,
      expiryDate: typeof d.expiry === 'number' ? plusDays(now, d.expiry) : d.expiry,
      autoRenewal: d.autoRenewal,
      notes: null,
      createdAt: refDate,
      updatedAt: refDate,
    });
    const holders = d.holders === 'PEOPLE' ? personIds : deviceRows.filter((x) => (d.holders as readonly string[]).includes(x.genre)).map((x) => x.id);
    const n = Math.min(d.assign, holders.length, maxAssignmentsPerLicense);
    const chosen = new Set<string>();
    // each license starts at a different holder, so seats spread over the company
    for (let i = 0; chosen.size < n; i++) chosen.add(holders[(i + index * 13) % holders.length]!);
    for (const holder of chosen) {
      seatRows.push({
        id: seededUuid(`seat:${id}:${holder}`),
        companyId,
        licenseId: id,
        assigneeType: d.holders === 'PEOPLE' ? 'PERSON' : 'DEVICE',
        personId: d.holders === 'PEOPLE' ? holder : null,
        deviceId: d.holders === 'PEOPLE' ? null : holder,
        assignedAt: refDate,
      });
    }
  });
  if (licenseRows.length) await db.insert(t.licenses).values(licenseRows);
  for (let i = 0; i < seatRows.length; i += 1000) await db.insert(t.licenseAssignments).values(seatRows.slice(i, i + 1000));
  return licenseRows.length;
}
