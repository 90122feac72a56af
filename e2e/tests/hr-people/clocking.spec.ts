import { test, expect, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, onHostOrigin, storageStates, waitForContent } from '../../support/kanri';

/**
 * Attendance links and the clocking terminal on the real API, in both languages (issue 13 "Done
 * when"; docs/time-and-attendance.md "Attendance links and clocking"). In Japanese, the admin
 * opens a place's link page, opens the terminal from it, clocks a person in, sees that a
 * second clock-in is refused (the button is off and says why; the server answers 409), and finds
 * the record in the clocking log. In English, the HR staff member reissues a link and the terminal refuses
 * the old token while the new one works.
 */

interface LinkRow {
  place: { id: string; code: string; name: string };
  link: { token: string; clockingPath: string; enabled: boolean } | null;
  peopleCount: number;
}
interface ClockingPerson {
  workerNumber: string;
  name: string;
  state: 'NOT_CLOCKED_IN' | 'WORKING' | 'ON_BREAK' | 'CLOCKED_OUT';
  allowedClockings: string[];
}

/** `GET url` from inside the page in Japanese (the shared `apiCall` lets the browser's English Accept-Language through). */
async function getInJapanese<T>(page: Page, url: string): Promise<T> {
  await onHostOrigin(page);
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { 'accept-language': 'ja-JP' }, credentials: 'include' });
    if (!res.ok) throw new Error(`${u}: ${res.status}`);
    return (await res.json()) as never;
  }, url);
}

/** The places with an enabled link and people who clock there, by code. */
async function placesWithPeople(page: Page, japanese = false): Promise<LinkRow[]> {
  const url = '/v2/attendance-links?linkState=ENABLED&pageSize=1000&sortColumn=CODE';
  const items = japanese ? (await getInJapanese<{ items: LinkRow[] }>(page, url)).items : (await apiCall<{ items: LinkRow[] }>(page, 'GET', url)).body.items;
  return items.filter((r) => r.link && r.peopleCount > 0);
}

/**
 * A person of the terminal (names in Japanese) who may clock in now: one not clocked in (or clocked out) today, else
 * the first person brought to "clocked out" through the API (an earlier run the same day left
 * them working).
 */
async function personReadyToClockIn(page: Page, token: string): Promise<ClockingPerson> {
  const { people } = await getInJapanese<{ people: ClockingPerson[] }>(page, `/v2/clocking/${token}`);
  const ready = people.find((p) => p.allowedClockings.includes('CLOCK_IN'));
  if (ready) return ready;
  const person = people[0]!;
  if (person.state === 'ON_BREAK') expect((await apiCall(page, 'POST', `/v2/clocking/${token}`, { workerNumber: person.workerNumber, recordType: 'REST_END' })).status).toBe(201);
  expect((await apiCall(page, 'POST', `/v2/clocking/${token}`, { workerNumber: person.workerNumber, recordType: 'CLOCK_OUT' })).status).toBe(201);
  return { ...person, state: 'CLOCKED_OUT', allowedClockings: ['CLOCK_IN'] };
}

test.describe('hr-people: attendance links and clocking', () => {
  test('Japanese: the admin opens the terminal from a place\'s link, clocks a person in, is refused a second clock-in, and finds the record in the log', async ({ page }) => {
    test.setTimeout(120_000);
    // admin@ (the default storage state) reads Japanese and hr@ English in every journey (journeys
    // run side by side: a saved language is shared state)
    const place = (await placesWithPeople(page, true))[0]!;
    const token = place.link!.token;
    const person = await personReadyToClockIn(page, token);

    await page.goto('/time-and-attendance/attendance-links');
    await expectHeading(page, /^勤怠打刻リンク$/);
    await waitForContent(page);
    await page.getByRole('link', { name: place.place.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/time-and-attendance/attendance-links/${place.place.id}$`));
    await expectHeading(page, new RegExp(place.place.name));
    await expect(page.getByLabel(`${place.place.name}の打刻リンクのQRコード`)).toBeVisible();
    await expect(page.getByText(`/time-and-attendance/clocking?token=${token}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: '打刻端末を開く', exact: true }).click();
    await expect(page).toHaveURL(/\/time-and-attendance\/clocking\?token=/);
    await expectHeading(page, new RegExp(`^打刻端末：${place.place.name}$`));
    await expect(page.getByRole('timer', { name: '日本時間' })).toBeVisible();

    const number = page.getByLabel('社員番号', { exact: true });
    await number.fill(person.workerNumber);
    await expect(page.getByText(person.name, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '出勤', exact: true }).click();
    const banner = page.getByRole('status').filter({ hasText: `${person.name}さん 出勤` });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/\d{2}:\d{2}/);
    await expect(number).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    // a second clock-in: the terminal turns the button off and says why; the server refuses it too
    await number.fill(person.workerNumber);
    await expect(page.getByText('勤務中', { exact: true })).toBeVisible();
    await expect(page.getByText('すでに出勤済みのため、再度の出勤はできません。休憩開始または退勤を打刻してください。')).toBeVisible();
    await expect(page.getByRole('button', { name: '出勤', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: '退勤', exact: true })).toBeEnabled();
    const again = await apiCall<{ code: string; fieldErrors: { path: string }[] }>(page, 'POST', `/v2/clocking/${token}`, { workerNumber: person.workerNumber, recordType: 'CLOCK_IN' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    expect(again.body.fieldErrors[0]?.path).toBe('recordType');

    await page.goto(`/time-and-attendance/attendances?freeText=${encodeURIComponent(person.workerNumber)}`);
    await expectHeading(page, /^打刻履歴$/);
    await waitForContent(page);
    const row = page.getByRole('row').filter({ hasText: person.workerNumber }).first();
    await expect(row).toContainText('出勤');
    await expect(row).toContainText(place.place.name);
    await expect(row).toContainText('打刻端末');
  });

  test.describe('English', () => {
    test.use({ storageState: storageStates.hr });

    test('HR reissues a link and the terminal refuses the old token', async ({ page }) => {
      test.setTimeout(90_000);
      // the last place with a link: the Japanese journey uses the first one
      const places = await placesWithPeople(page);
      const place = places[places.length - 1]!;
      const oldToken = place.link!.token;

      await page.goto(`/time-and-attendance/attendance-links/${place.place.id}`);
      await expectHeading(page, new RegExp(place.place.name));
      await page.getByRole('button', { name: 'Reissue link', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('stop working at once');
      await dialog.getByRole('button', { name: 'Reissue', exact: true }).click();
      await expect(page.getByText(/^The link was reissued\./)).toBeVisible();
      await expect(page.getByText(`/time-and-attendance/clocking?token=${oldToken}`)).toHaveCount(0);

      const current = await apiCall<LinkRow>(page, 'GET', `/v2/attendance-links/${place.place.id}`);
      const newToken = current.body.link!.token;
      expect(newToken).not.toBe(oldToken);

      await page.goto(`/time-and-attendance/clocking?token=${encodeURIComponent(oldToken)}`);
      await expect(page.getByText('This terminal cannot be used')).toBeVisible();
      await expect(page.getByText(/This clocking link is not valid\. It may have been reissued/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Choose a place' })).toHaveAttribute('href', '/time-and-attendance/clocking');

      await page.goto(`/time-and-attendance/clocking?token=${encodeURIComponent(newToken)}`);
      await expectHeading(page, new RegExp(`^Clocking terminal: ${place.place.name}$`));
      for (const name of ['Clock in', 'Clock out', 'Start break', 'End break']) await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
    });
  });
});
