import { test, expect, type Page } from '@playwright/test';
import { apiCall, openInApp, showPageIn, storageStates, waitForContent } from '../../support/kanri';

/**
 * Issue 30 "Done when": no raw field key (camelCase: `workerType`, `assignedPersonId`) and no raw
 * enumeration value (UPPER_CASE: `EMPLOYEE`, `IN_USE`) appears on any history tab of the seeded
 * records. admin@ (every product) opens the history of the first seeded record of each resource
 * that has one, in Japanese and in English (`showPageIn`: admin@'s saved language stays Japanese),
 * and reads the history card's text. The seed writes one entry on the first device, the first
 * equipment and the member's person (api/src/system/seed-history.ts: a check-in or check-out naming a
 * person, a status change): their cards must show it, and the device's card the name of the person
 * its check-out or check-in names (read from the person's record, so 別のデータ / "Another record"
 * fails); other seeded records but contracts have no change yet, so their cards may say "No history yet".
 *
 * The walk loads the app once and moves between the records inside it (`openInApp`); each card read
 * is marked, and the next one is read only once the marked card is gone, so a card is never read
 * twice. The two languages run side by side on the two workers.
 */

interface Resource {
  /** what the failure message names */
  name: string;
  /** the list call whose first item is the record */
  list: string;
  /** the record's page whose history card is read (a tab URL, or the page that holds the card) */
  page: (id: string) => string;
  /** the seed wrote an entry on this record (api/src/system/seed-history.ts): its card must show it */
  seeded?: boolean;
  /** the audit `resourceType` of a seeded entry that checks the record out to a person or back: its card names that person */
  namesHolder?: string;
}

const resources: Resource[] = [
  { name: 'device', list: '/v2/devices?pageSize=1', page: (id) => `/profile/device/${id}/history`, seeded: true, namesHolder: 'DEVICE' },
  { name: 'person', list: '/v2/people?pageSize=1&freeText=member%40kanri.example', page: (id) => `/person/${id}/history`, seeded: true },
  { name: 'equipment', list: '/v2/equipment?pageSize=1', page: (id) => `/equipment/${id}`, seeded: true },
  { name: 'vehicle', list: '/v2/fleets?pageSize=1', page: (id) => `/fleets/${id}` },
  { name: 'network', list: '/v2/networks?pageSize=1', page: (id) => `/networks/${id}` },
  { name: 'starlink', list: '/v2/starlinks?pageSize=1', page: (id) => `/starlinks/${id}/detail` },
  { name: 'license', list: '/v2/licenses?pageSize=1', page: (id) => `/licenses/${id}` },
  { name: 'contract', list: '/v2/contracts?pageSize=1', page: (id) => `/contract/${id}/history` },
];

/** Product names and brands spelled in mixed case that are not field keys. */
const mixedCaseWords = new Set(['iPhone', 'iPad', 'iPadOS', 'iOS', 'macOS', 'eSIM', 'iCloud', 'ePOWER']);

/**
 * The raw keys and enumeration values in `text`: camelCase words (a lower-case start, then an
 * upper-case letter), and UPPER_CASE words joined by `_` or single upper-case words of 5+ letters
 * that are an enumeration value of the product (the list below: the values a history could show).
 */
function rawTokens(text: string): string[] {
  const camel = (text.match(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g) ?? []).filter((word) => !mixedCaseWords.has(word));
  const snake = text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? [];
  const single = (text.match(/\b[A-Z]{5,}\b/g) ?? []).filter((word) => enumWords.has(word));
  return [...camel, ...snake, ...single];
}

const enumWords = new Set([
  'EMPLOYEE', 'CONTRACTOR', 'COLLABORATOR', 'ACTIVE', 'INACTIVE', 'JOINING', 'LEAVING', 'RETIRED', 'LEASED', 'OWNED', 'RENTAL',
  'LAPTOP', 'DESKTOP', 'TABLET', 'PHONE', 'SERVER', 'WINDOWS', 'MACOS', 'LINUX', 'ANDROID', 'HYBRID', 'GASOLINE', 'DIESEL',
  'ELECTRIC', 'CONNECTED', 'DISCONNECTED', 'ROAMING', 'INTERNAL', 'EXTERNAL', 'WIRED', 'WIRELESS', 'CLOUD', 'DRAFT', 'EXPIRED',
  'TERMINATED', 'PURCHASE', 'LEASE', 'MONTHLY', 'YEARLY', 'MONTH', 'SUSPENDED', 'UNKNOWN', 'OTHER', 'OTHERS', 'TRUCK',
  'MOTORCYCLE', 'STOCK', 'BROKEN', 'DISPOSED', 'ASSIGNED', 'SCRATCH', 'PRODUCT', 'EMPLOYMENT', 'ONE_SHOT', 'PERSON', 'DEVICE', 'PLACE',
  'CREATE', 'UPDATE', 'DELETE', 'CREATED', 'UPDATED', 'DELETED',
]);

/** The first item's id of a list call. */
async function firstId(page: Page, url: string): Promise<string> {
  const res = await apiCall<{ items: Array<{ id?: string; personId?: string }> }>(page, 'GET', url);
  expect(res.status, url).toBe(200);
  const item = res.body.items[0];
  const id = item?.id ?? item?.personId;
  expect(id, `${url} has a seeded record`).toBeTruthy();
  return id!;
}

/**
 * The name the history must show for the person a record's newest check-out or check-in names (the
 * seeded entry's `assignedPersonId`, after or before), read from the person's record in the order
 * of `locale` (family given / given family, as api/src/audit/reference-names.ts writes it): a card
 * that says 別のデータ / "Another record" or the id instead fails.
 */
async function holderName(page: Page, resourceType: string, id: string, locale: 'ja-JP' | 'en-US'): Promise<string> {
  const log = await apiCall<{ items: Array<{ changes: Array<{ field: string; before: unknown; after: unknown }> }> }>(page, 'GET', `/v2/audit-logs?resourceType=${resourceType}&resourceId=${id}`);
  expect(log.status, `${resourceType} ${id} audit log`).toBe(200);
  const change = log.body.items.flatMap((e) => e.changes).find((c) => c.field === 'assignedPersonId');
  const personId = (change?.after ?? change?.before) as string | null | undefined;
  expect(personId, `${resourceType} ${id}: the seeded entry names a person`).toBeTruthy();
  const person = await apiCall<{ names: { familyNameJa: string; givenNameJa: string; familyNameEn: string; givenNameEn: string } }>(page, 'GET', `/v2/people/${personId}`);
  expect(person.status, `person ${personId}`).toBe(200);
  const { familyNameJa, givenNameJa, familyNameEn, givenNameEn } = person.body.names;
  return locale === 'ja-JP' ? `${familyNameJa} ${givenNameJa}` : `${givenNameEn} ${familyNameEn}`.trim() || `${familyNameJa} ${givenNameJa}`;
}

/** Marks the card that was read: the next record's card is read once this one has left the page. */
const readMark = 'data-e2e-history-read';

/** The text of the record's history card (the card whose heading is 変更履歴 / History); marks it read. */
async function historyText(page: Page): Promise<string> {
  // the previous record's page has gone (its route unmounted): what follows reads the new one
  await expect(page.locator(`[${readMark}]`)).toHaveCount(0, { timeout: 30_000 });
  const card = page.locator(`.ant-card:not([${readMark}])`).filter({ has: page.getByRole('heading', { level: 2, name: /^(History|変更履歴)$/ }) });
  await expect(card.first()).toBeVisible({ timeout: 30_000 });
  await waitForContent(page);
  const text = await card.first().innerText();
  await card.first().evaluate((el, mark) => el.setAttribute(mark, ''), readMark);
  return text;
}

test.describe('the history of every seeded record says labels, never raw keys or values', () => {
  test.use({ storageState: storageStates.admin });
  // read-only: the two languages need not wait for each other
  test.describe.configure({ mode: 'parallel' });

  for (const locale of ['ja-JP', 'en-US'] as const) {
    test(`in ${locale}`, async ({ page }) => {
      test.setTimeout(180_000);
      await showPageIn(page, locale);
      const ids: string[] = [];
      for (const resource of resources) ids.push(await firstId(page, resource.list));
      const holders = await Promise.all(resources.map((r, i) => (r.namesHolder ? holderName(page, r.namesHolder, ids[i]!, locale) : undefined)));
      // how many histories had entries: at least the three the seed wrote
      let read = 0;
      for (const [i, resource] of resources.entries()) {
        const id = ids[i]!;
        // the first record loads the app; the others are client-side navigations inside it
        await openInApp(page, resource.page(id));
        const text = await historyText(page);
        const empty = /^(History|変更履歴)\s*(No history yet|履歴はまだありません)\s*$/.test(text.trim());
        if (!empty) read += 1;
        // the seeded entry: an update by the administrator (山田 太郎 / Taro Yamada)
        if (resource.seeded) expect(text, `${resource.name} ${id}: the seeded entry (${locale})`).toMatch(locale === 'ja-JP' ? /更新[\s\S]*山田 太郎/ : /Updated[\s\S]*Taro Yamada/);
        // the check-out or check-in names the person, never 別のデータ / Another record
        if (holders[i]) {
          expect(text, `${resource.name} ${id}: the seeded check-out names the person (${locale})`).toContain(holders[i]);
          expect(text, `${resource.name} ${id} (${locale})`).not.toMatch(/別のデータ|Another record/);
        }
        expect(rawTokens(text), `${resource.name} ${id} history (${locale}):\n${text}`).toEqual([]);
      }
      expect(read, 'histories with entries').toBeGreaterThanOrEqual(resources.filter((r) => r.seeded).length);
    });
  }
});
