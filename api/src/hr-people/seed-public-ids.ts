import { maskPublicIdNumber } from '@kanri/contracts';
import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';
import { publicIdCipher } from './public-ids/service';
import { sealNumber } from './public-ids/records';
import { withCheckDigit } from './public-ids/my-number';

/**
 * Demo public IDs (issue 13; docs/public-ids.md "Data"), with their own `prng(13_001)` so no other
 * module's rows move: a My Number for about two thirds of the current employees and board members
 * (random 11 digits with their valid check digit — never a real person's number), a passport
 * (TRAVEL_DOCUMENT, issued in Japan, valid ten years) for about one in six, and a national
 * registration identity card for about one in twenty (issued in Viet Nam, the Philippines,
 * Indonesia or Thailand). Numbers are encrypted with the environment's keyring like any other
 * write (`sealNumber`), so the seeded database never holds one in clear. At most the first 2,000
 * people get IDs, so a large benchmark seed stays fast.
 */
export interface PublicIdSeedInput {
  companyId: string;
  people: readonly { id: string; workerType: string; status: string; familyNameEn: string; givenNameEn: string; joinedAt: string | null }[];
  refDate: Date;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** `date` plus `years` (29 February lands on 1 March of a common year). */
const addYears = (date: string, years: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return iso(d);
};

/** Seeds the demo public IDs; returns how many were written. */
export async function seedPublicIds(db: Db, input: PublicIdSeedInput): Promise<number> {
  const rnd = prng(13_001);
  const cipher = await publicIdCipher();
  const digits = (n: number) => Array.from({ length: n }, () => String(rnd.int(0, 9))).join('');
  const letters = (n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[rnd.int(0, 22)]).join('');
  const dateBefore = (years: number) => iso(new Date(input.refDate.getTime() - rnd.int(30, years * 365) * 86_400_000));
  const rows: (typeof t.publicIds.$inferInsert)[] = [];
  const add = (personId: string, publicIdType: 'NATIONAL_ID' | 'TRAVEL_DOCUMENT', nationalIdType: 'MY_NUMBER' | 'NATIONAL_REGISTRATION_IDENTITY_CARD' | null, number: string, fields: Partial<typeof t.publicIds.$inferInsert>) => {
    const sealed = sealNumber(cipher, input.companyId, publicIdType, nationalIdType, number);
    rows.push({ companyId: input.companyId, personId, publicIdType, nationalIdType, ...sealed, maskedNumber: maskPublicIdNumber(number), createdAt: input.refDate, updatedAt: input.refDate, ...fields });
  };
  for (const p of input.people.slice(0, 2000)) {
    if (p.status === 'ALUMNI' || (p.workerType !== 'EMPLOYEE' && p.workerType !== 'BOARD_MEMBER')) continue;
    const romaji = `${p.familyNameEn} ${p.givenNameEn}`.toUpperCase();
    if (rnd.next() < 0.66) {
      // a My Number card (個人番号カード) is valid ten years from issue for adults
      const issueDate = dateBefore(9);
      add(p.id, 'NATIONAL_ID', 'MY_NUMBER', withCheckDigit(digits(11)), { issueDate, expiryDate: addYears(issueDate, 10), issuingCountry: 'JP', issuingAuthority: rnd.pick(['千代田区長', '港区長', '横浜市長', '大阪市長', '福岡市長']) });
    }
    if (rnd.next() < 0.17) {
      const issueDate = dateBefore(9);
      add(p.id, 'TRAVEL_DOCUMENT', null, letters(2) + digits(7), { issueDate, expiryDate: addYears(issueDate, 10), issuingCountry: 'JP', nameOnDocument: romaji, issuingAuthority: 'Ministry of Foreign Affairs' });
    }
    if (rnd.next() < 0.05) {
      const country = rnd.pick(['VN', 'PH', 'ID', 'TH'] as const);
      const issueDate = dateBefore(8);
      add(p.id, 'NATIONAL_ID', 'NATIONAL_REGISTRATION_IDENTITY_CARD', digits(country === 'ID' ? 16 : country === 'TH' ? 13 : 12), { issueDate, expiryDate: rnd.next() < 0.3 ? null : addYears(issueDate, 15), issuingCountry: country, nameOnDocument: romaji });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(t.publicIds).values(rows.slice(i, i + 500));
  return rows.length;
}
