import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { savedViewFake, savedViewsFakeAnswer, tableHeaderTitles, visibleColumnKeys } from '@kanri/ui';
import { attendanceToday } from '@kanri/contracts';
import { fakeAttendanceSummaryApi, satoDay, satoId, tokyoPlaceId, user } from '../testing';
import { DailyPlacePage } from './daily-place-page';

jest.setTimeout(60_000);
const path = '/time-and-attendance/summary/daily-place';

async function bodyRows() {
  const table = await screen.findByRole('table', { name: 'Daily attendance', hidden: true });
  await within(table).findByText('Ken Sato');
  return within(table)
    .getAllByRole('row', { hidden: true })
    .filter((r) => within(r).queryAllByRole('cell', { hidden: true }).length > 0);
}

/** Opens the daily list of 2026-11-05, Ken Sato's day edit, and types `time` as his clock-in; answers the dialog. */
async function editSatoClockIn(api: ReturnType<typeof fakeAttendanceSummaryApi>, time: string) {
  renderWithProviders(<DailyPlacePage />, { route: `${path}?date=2026-11-05`, path, fetcher: api.fetcher });
  await bodyRows();
  await user.click(screen.getByRole('button', { name: 'Edit the clockings of Ken Sato', hidden: true }));
  const dialog = await screen.findByRole('dialog');
  const clockIn = within(dialog).getByLabelText('Clock-in');
  await user.clear(clockIn);
  await user.type(clockIn, time);
  return dialog;
}

describe('daily attendance by place', () => {
  it('shows each person\'s clockings, rests, break and working time as h:mm, errors as red tags and the status', async () => {
    const api = fakeAttendanceSummaryApi();
    renderWithProviders(<DailyPlacePage />, { route: `${path}?date=2026-11-05`, path, fetcher: api.fetcher });
    const [sato, suzuki] = await bodyRows();
    expect(within(sato!).getByText('09:00')).toBeInTheDocument();
    expect(within(sato!).getByText('No clock-out')).toBeInTheDocument();
    expect(within(sato!).getByText('Error')).toBeInTheDocument();
    expect(within(sato!).getByText('1:00')).toBeInTheDocument();
    expect(within(suzuki!).getByText('8:30')).toBeInTheDocument();
    expect(within(suzuki!).getByText('0:45')).toBeInTheDocument();
    expect(within(suzuki!).getByText('Edited')).toBeInTheDocument();
    expect(within(suzuki!).getByText('OK')).toBeInTheDocument();
    expect(within(suzuki!).queryByText('No clock-out')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/attendance-days')[0]?.query).toMatchObject({ date: '2026-11-05', sortColumn: 'PERSON', pageIndex: 0, pageSize: 100 });
  });

  it('a valid day with a clock-in and no clock-out yet (today, still working) reads "Working", not OK', async () => {
    const working = { ...satoDay, isValid: true, clockOutErrors: [], person: { id: satoId, name: 'Ken Sato', nameKana: 'サトウ ケン', workerNumber: 'E000001' } };
    const api = fakeAttendanceSummaryApi((call) => (call.method === 'GET' && call.path === '/v2/attendance-days' ? { items: [working] } : undefined));
    renderWithProviders(<DailyPlacePage />, { route: `${path}?date=2026-11-05`, path, fetcher: api.fetcher });
    const [sato] = await bodyRows();
    expect(within(sato!).getByText('Working')).toBeInTheDocument();
    expect(within(sato!).queryByText('OK')).not.toBeInTheDocument();
    expect(within(sato!).queryByText('No clock-out')).not.toBeInTheDocument();
  });

  it('sends the URL\'s date, place and "errors only" to the list and the count; an invalid date falls back to today in Tokyo', async () => {
    const api = fakeAttendanceSummaryApi();
    renderWithProviders(<DailyPlacePage />, { route: `${path}?date=2026-11-05&placeId=${tokyoPlaceId}&errorsOnly=true&sortColumn=ERRORS`, path, fetcher: api.fetcher });
    await bodyRows();
    await waitFor(() => expect(api.callsTo('GET', '/v2/attendance-days-count').at(-1)?.query).toMatchObject({ date: '2026-11-05', placeId: tokyoPlaceId, errorsOnly: true }));
    expect(api.callsTo('GET', '/v2/attendance-days').at(-1)?.query).toMatchObject({ date: '2026-11-05', placeId: tokyoPlaceId, errorsOnly: true, sortColumn: 'ERRORS' });
    expect(screen.getByRole('checkbox', { name: 'Errors only' })).toBeChecked();

    const fallback = fakeAttendanceSummaryApi();
    renderWithProviders(<DailyPlacePage />, { route: `${path}?date=2026-02-30`, path, fetcher: fallback.fetcher });
    await waitFor(() => expect(fallback.callsTo('GET', '/v2/attendance-days').at(-1)?.query).toMatchObject({ date: attendanceToday() }));
  });

  it('edits a day: a refused time and a missing reason stay in the form, the server\'s field error shows on its line, then the corrected edit saves and shows the recomputed day', async () => {
    let refuse = true;
    const api = fakeAttendanceSummaryApi((call) => {
      if (call.method === 'PATCH' && refuse) {
        refuse = false;
        return new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'creates.0.time', message: 'The server refused this time' }] });
      }
      return undefined;
    });
    renderWithProviders(<DailyPlacePage />, { route: `${path}?date=2026-11-05`, path, fetcher: api.fetcher });
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Edit the clockings of Ken Sato', hidden: true }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Clock-in')).toHaveValue('09:00');
    await user.click(within(dialog).getByRole('button', { name: /Add clock-out/ }));
    const clockOut = within(dialog).getByLabelText('Clock-out');
    await user.type(clockOut, '25:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a time as HH:MM, 24-hour (00:00–23:59)')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the reason for the edit')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/time-records')).toHaveLength(0);

    await user.clear(clockOut);
    await user.type(clockOut, '18:30');
    await user.type(within(dialog).getByLabelText('Edit reason'), '打刻忘れ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The server refused this time')).toBeInTheDocument();
    expect(within(dialog).queryByText('Enter the reason for the edit')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved. The day has no errors now.')).toBeInTheDocument();
    const calls = api.callsTo('PATCH', '/v2/time-records');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({ personId: satoId, date: '2026-11-05', reason: '打刻忘れ', creates: [{ recordType: 'CLOCK_OUT', time: '18:30' }], updates: [], deletes: [] });
    // the form now holds the server's day: the new clock-out is a stored record
    expect(within(dialog).getByLabelText('Clock-out')).toHaveValue('18:30');
    expect(within(dialog).getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading');
  });

  it('changes and deletes records in one payload and shows the errors the server still finds', async () => {
    const api = fakeAttendanceSummaryApi((call) =>
      call.method === 'PATCH'
        ? { ...(call.body as object), person: { id: satoId, name: 'Ken Sato', nameKana: '', workerNumber: 'E000001' }, date: '2026-11-05', place: null, clockIns: [{ id: 'in-1', time: '09:10', isEdited: true, editReason: 'x', version: 3 }], clockOuts: [], restTimes: [{ start: { id: 'rs-1', time: '12:00', isEdited: false, editReason: null, version: 1 }, end: null, isEdited: false, editReason: null, errors: ['MISSING_END'] }], totalBreakTimeMinutes: 0, totalWorkingTimeMinutes: 0, isValid: false, clockInErrors: [], clockOutErrors: ['MISSING'] }
        : undefined,
    );
    const dialog = await editSatoClockIn(api, '09:10');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the Rest end at 13:00' }));
    await user.type(within(dialog).getByLabelText('Edit reason'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved. The day still has errors:')).toBeInTheDocument();
    expect(within(dialog).getByText('Rest without end')).toBeInTheDocument();
    expect(within(dialog).getByText('No clock-out')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/time-records')[0]?.body).toMatchObject({ creates: [], updates: [{ timeRecordId: 'in-1', time: '09:10', version: 2 }], deletes: [{ timeRecordId: 're-1', version: 1 }] });
  });

  it('keeps what was typed and says the clockings changed when someone else edited the day first (409, issue 29)', async () => {
    const stale = new ApiError({ status: 409, code: 'CONFLICT', message: 'This record was changed by someone else. Reload it and try again.' });
    const api = fakeAttendanceSummaryApi((call) => (call.method === 'PATCH' ? stale : undefined));
    const dialog = await editSatoClockIn(api, '09:10');
    await user.type(within(dialog).getByLabelText('Edit reason'), '遅刻');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed the clockings of this day while you were editing them.');
    expect(api.callsTo('PATCH', '/v2/time-records')[0]?.body).toMatchObject({ updates: [{ timeRecordId: 'in-1', time: '09:10', version: 2 }] });
    // the dialog keeps the user's lines and reason, and offers Reload
    expect(within(dialog).getByLabelText('Clock-in')).toHaveValue('09:10');
    expect(within(dialog).getByLabelText('Edit reason')).toHaveValue('遅刻');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says so when nobody clocked on the day', async () => {
    const api = fakeAttendanceSummaryApi((call) => (call.path === '/v2/attendance-days' ? { items: [] } : call.path === '/v2/attendance-days-count' ? { count: 0 } : undefined));
    renderWithProviders(<DailyPlacePage />, { route: path, path, fetcher: api.fetcher });
    expect(await screen.findByText('No clockings on this day')).toBeInTheDocument();
  });

  it('refuses to save a form with no change', async () => {
    const api = fakeAttendanceSummaryApi();
    renderWithProviders(<DailyPlacePage />, { route: `${path}?date=2026-11-05`, path, fetcher: api.fetcher });
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Edit the clockings of Ken Sato', hidden: true }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Edit reason'), 'nothing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Add, change or delete at least one record')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/time-records')).toHaveLength(0);
  });
});

describe('daily attendance saved views (issue 31 §4)', () => {
  const errorsFirst = savedViewFake({ tableId: 'attendance-daily-place', name: 'Errors of 5 Nov', search: 'date=2026-11-05&errorsOnly=true&sortColumn=ERRORS', columns: ['ERRORS', 'PERSON'] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    // the rests hidden in the saved column settings
    const api = fakeAttendanceSummaryApi(savedViewsFakeAnswer([errorsFirst], { columns: [{ key: 'rests', visible: false }] }));
    const { router } = renderWithProviders(<DailyPlacePage />, { route: `${path}?date=2026-11-04&freeText=sato`, path, fetcher: api.fetcher });
    await bodyRows();
    await waitFor(() => expect(tableHeaderTitles()).not.toContain('Rests'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'attendance-daily-place' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'Sato on 4 Nov');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'attendance-daily-place', name: 'Sato on 4 Nov', search: 'date=2026-11-04&freeText=sato', peopleGroupId: null,
      columns: ['PERSON', 'PLACE', 'CLOCK_IN', 'CLOCK_OUT', 'break', 'WORKING_TIME', 'ERRORS', 'isValid', 'actions'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Errors of 5 Nov'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date: '2026-11-05', errorsOnly: 'true', sortColumn: 'ERRORS' }));
    await waitFor(() => expect(tableHeaderTitles()).toEqual(['Errors', 'Person']));
    expect(api.callsTo('GET', '/v2/attendance-days').at(-1)?.query).toMatchObject({ date: '2026-11-05', errorsOnly: true, sortColumn: 'ERRORS' });
    expect(visibleColumnKeys(api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1)?.body)).toEqual(['ERRORS', 'PERSON']);
  });
});
