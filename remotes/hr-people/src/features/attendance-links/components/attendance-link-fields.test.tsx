import { screen, waitFor, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { tableHeaderTitles } from '@kanri/ui';
import { attendanceLinkFields } from '@kanri/contracts';
import { fakeAttendanceLinksApi, tokyoPlaceId, user } from '../testing';
import { AttendanceLinksPage } from '../routes/attendance-links-page';
import { AttendanceLinkPage } from '../routes/attendance-link-page';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the attendance links list's column titles (and its column
 * settings), the link-state filter and tags, the place's link page and its history read the
 * contracts' `attendanceLinkFields`. A catalog that renames every described label (`«id»`) renames
 * them on every screen, so no screen keeps a copy of its own.
 */
const label = (key: keyof typeof attendanceLinkFields) => markedLabel(attendanceLinkFields[key].label.id!);
const state = (code: keyof typeof attendanceLinkFields.enabled.values) => markedLabel(attendanceLinkFields.enabled.values[code].id!);

describe('attendance link fields come from attendanceLinkFields', () => {
  markDescribedLabels(attendanceLinkFields);

  it("the list's column titles, its column settings, the state filter and the state tags are the description's", async () => {
    const api = fakeAttendanceLinksApi();
    renderWithProviders(<AttendanceLinksPage />, { route: '/time-and-attendance/attendance-links', path: '/time-and-attendance/attendance-links', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: 'Attendance links', hidden: true });
    await within(table).findByText('東京本社');
    const described = [label('placeCode'), label('placeId'), label('enabled')];
    await waitFor(() => expect(tableHeaderTitles()).toEqual(expect.arrayContaining(described)));
    expect(within(table).getByText(state('ENABLED'))).toBeInTheDocument();
    expect(within(table).getByText(state('NONE'))).toBeInTheDocument();
    expect(screen.getAllByText(label('enabled')).length).toBeGreaterThan(1); // the column and the filter
    await user.click(screen.getByText('Columns', { selector: 'button *' }));
    await screen.findByText('Reset to default'); // the popover's content loads on its first open
    const panel = document.querySelector('.ant-popover ul') as HTMLElement;
    for (const title of described) expect(within(panel).getByText(title)).toBeInTheDocument();
  });

  it("the link page's labels and its history name fields and values with the description", async () => {
    const entry = auditLogEntry('ATTENDANCE_LINK', tokyoPlaceId, [{ field: 'enabled', before: true, after: false }, { field: 'tokenSuffix', before: 'a1B2', after: 'c3D4' }]);
    const api = fakeAttendanceLinksApi((call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined));
    renderWithProviders(<AttendanceLinkPage />, { route: `/time-and-attendance/attendance-links/${tokyoPlaceId}`, path: '/time-and-attendance/attendance-links/:placeId', fetcher: api.fetcher });
    await screen.findByText('東京本社', { selector: 'h1, h1 *' });
    for (const key of ['clockingPath', 'enabled', 'rotatedAt'] as const) expect(screen.getAllByText(label(key)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(state('ENABLED')).length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([`${label('enabled')}${state('ENABLED')}${state('DISABLED')}`, `${label('tokenSuffix')}a1B2c3D4`]);
  });
});
