import { test, expect, type Page } from '@playwright/test';
import { apiCall, expectHeading, expectNoSeriousA11yViolations, storageStates, waitForContent } from '../../support/kanri';

/**
 * Time and attendance summaries on the real API, in both languages (issue 13 "Done when";
 * docs/time-and-attendance.md "Summaries", "The edit"). In Japanese, the admin opens the
 * monthly view by person for the previous month (fully seeded), opens a person with a missing
 * clock-out, adds the clock-out with a reason in the day edit and sees the server's recomputed day
 * without errors, the person's error days one fewer. In English, the HR staff member opens the daily view
 * by place for a seeded weekday and sees people's clock-ins, working time and status.
 */

interface PersonMonthRow {
  person: { id: string; name: string; workerNumber: string };
  errorDayCount: number;
}
interface Day {
  date: string;
  isValid: boolean;
  clockIns: { time: string }[];
  clockInErrors: string[];
  clockOutErrors: string[];
  restTimes: { errors: string[] }[];
}

/** The previous month in Tokyo (the seed covers all its weekdays), 1-based. */
function previousMonth(): { year: number; month: number } {
  const tokyo = new Date(Date.now() + 9 * 3_600_000);
  const first = new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth() - 1, 1));
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 };
}

/** Whether the day's only error is the missing clock-out (so adding one makes it valid). */
const onlyMissingClockOut = (d: Day) =>
  d.clockOutErrors.length === 1 && d.clockOutErrors[0] === 'MISSING' && d.clockInErrors.length === 0 && d.clockIns.length === 1 && d.restTimes.every((r) => r.errors.length === 0);

/** A person of the month with a day whose only error is a missing clock-out, and their month. */
async function personWithMissingClockOut(page: Page, year: number, month: number) {
  const rows = (await apiCall<{ items: PersonMonthRow[] }>(page, 'GET', `/v2/attendance-person-months?year=${year}&month=${month}&errorsOnly=true&pageSize=1000`)).body.items;
  for (const row of rows) {
    const m = (await apiCall<{ days: Day[]; errorDayCount: number }>(page, 'GET', `/v2/attendance-person-months/${row.person.id}?year=${year}&month=${month}`)).body;
    const day = m.days.find(onlyMissingClockOut);
    if (day) return { row, day, errorDayCount: m.errorDayCount };
  }
  throw new Error('the seed has no day with only a missing clock-out');
}

test.describe('hr-people: time and attendance', () => {
  test.describe('Japanese', () => {
  // the browser asks in Japanese, so the API's names (family name first) match the page's
  test.use({ locale: 'ja-JP' });

  test('the admin opens a person with error days from the monthly view and fixes a missing clock-out with a reason', async ({ page }) => {
    test.setTimeout(120_000);
    // admin@ (the default storage state) reads Japanese and hr@ English in every journey (journeys
    // run side by side: a saved language is shared state)
    const { year, month } = previousMonth();
    const { row, errorDayCount } = await personWithMissingClockOut(page, year, month);

    await page.goto(`/time-and-attendance/summary/monthly-person?year=${year}&month=${month}&errorsOnly=true`);
    await expectHeading(page, /^個人別月次勤怠$/);
    await waitForContent(page);
    const search = page.getByRole('searchbox', { name: '人を検索' }).or(page.getByPlaceholder('人を検索')).first();
    await search.fill(row.person.workerNumber);
    await search.press('Enter');
    const listRow = page.getByRole('row').filter({ hasText: row.person.workerNumber });
    await expect(listRow).toContainText(String(errorDayCount));
    await listRow.getByRole('button', { name: row.person.name }).click();
    await expect(page).toHaveURL(new RegExp(`personId=${row.person.id}`));

    const drawer = page.getByRole('dialog').filter({ hasText: row.person.name });
    await expect(drawer.getByText(row.person.name).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // the first day with only 退勤打刻漏れ (the seed's days have one kind of error each)
    const dayRow = drawer.getByRole('row').filter({ hasText: '退勤打刻漏れ' }).first();
    await dayRow.getByRole('button', { name: /の打刻を修正$/ }).click();

    const modal = page.getByRole('dialog').filter({ hasText: '修正理由' });
    await modal.getByRole('button', { name: /退勤を追加/ }).click();
    await modal.getByLabel('退勤', { exact: true }).fill('18:30');
    await modal.getByRole('button', { name: '保存', exact: true }).click();
    // the reason is required
    await expect(modal.getByText('修正理由を入力してください')).toBeVisible();
    await modal.getByLabel('修正理由', { exact: true }).fill('退勤の打刻忘れ（上長確認済み）');
    await modal.getByRole('button', { name: '保存', exact: true }).click();
    await expect(modal.getByText('保存しました。この日のエラーはなくなりました。')).toBeVisible();
    // the footer's button (the corner × is named 閉じる too)
    await modal.getByRole('button', { name: '閉じる', exact: true }).last().click();

    // the drawer and the list reload: one error day fewer
    await expect(drawer.getByText(String(errorDayCount - 1), { exact: true }).first()).toBeVisible();
    const after = (await apiCall<{ errorDayCount: number }>(page, 'GET', `/v2/attendance-person-months/${row.person.id}?year=${year}&month=${month}`)).body;
    expect(after.errorDayCount).toBe(errorDayCount - 1);
  });
  });

  test.describe('English', () => {
    test.use({ storageState: storageStates.hr });

    test('HR views the daily attendance by place for a seeded weekday', async ({ page }) => {
      test.setTimeout(90_000);
      const { year, month } = previousMonth();
      // the month's tenth weekday: seeded for everyone working then
      const weekdays: string[] = [];
      for (let d = 1; weekdays.length < 10; d++) {
        const day = new Date(Date.UTC(year, month - 1, d));
        if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) weekdays.push(day.toISOString().slice(0, 10));
      }
      const date = weekdays[9]!;
      const { body } = await apiCall<{ items: ({ person: { name: string } } & Day)[] }>(page, 'GET', `/v2/attendance-days?date=${date}&pageSize=1000`);
      expect(body.items.length).toBeGreaterThan(0);
      const valid = body.items.find((r) => r.isValid)!;

      await page.goto(`/time-and-attendance/summary/daily-place?date=${date}`);
      await expectHeading(page, /^Daily attendance by place$/);
      await waitForContent(page);
      const table = page.getByRole('table', { name: 'Daily attendance' });
      const row = table.getByRole('row').filter({ hasText: valid.person.name }).first();
      await expect(row).toContainText(valid.clockIns[0]!.time);
      await expect(row.getByText('OK', { exact: true })).toBeVisible();
      await expect(row).toContainText(/\d+:\d{2}/);
      await expectNoSeriousA11yViolations(page);

      // errors only keeps the days to fix, each with a red tag
      // a click, not check(): the box follows the URL, which changes just after the click
      await page.getByRole('checkbox', { name: 'Errors only' }).click();
      await expect(page).toHaveURL(/errorsOnly=true/);
      await expect(page.getByRole('checkbox', { name: 'Errors only' })).toBeChecked();
      const errorRows = table.getByRole('row').filter({ has: page.locator('.ant-tag-red') });
      if (body.items.some((r) => !r.isValid)) await expect(errorRows.first()).toBeVisible();
      else await expect(table.getByRole('row').filter({ hasText: valid.person.name })).toHaveCount(0);
    });
  });
});
