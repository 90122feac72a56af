import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { employmentTypes, fakePeopleSettingsApi, fill, ids, user } from '../testing';
import { PeopleSettingsPage } from './people-settings-page';

jest.setTimeout(60_000);

const path = '/people/settings/:segment';
const render = (route: string, api = fakePeopleSettingsApi()) => ({ api, ...renderWithProviders(<PeopleSettingsPage />, { route, path, fetcher: api.fetcher }) });

// ByRole's visibility checks walk antd's large tree slowly in jsdom: `hidden: true` skips them
/** The open dialog. */
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));
/** The button whose text is `name` inside `scope`. */
const button = (scope: Pick<typeof screen, 'getByText'>, name: string) => scope.getByText(name, { selector: 'button, button *' }).closest('button')!;
/** The table's record rows, in order. */
const recordRows = () => screen.getAllByRole('row', { hidden: true }).filter((row) => row.hasAttribute('data-row-key'));

describe('PeopleSettingsPage', () => {
  it('lists the catalog of the URL with its people and status, disabled entries included, in display order', async () => {
    const { api } = render('/people/settings/employment-types');
    expect(await screen.findByText('正社員')).toBeInTheDocument();
    expect(screen.getByText('Employment types', { selector: 'h1' })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb', hidden: true }));
    expect(breadcrumb.getByText('People').closest('a')).toHaveAttribute('href', '/people/workforce');
    expect(api.callsTo('GET', '/v2/hr-master-items')[0]?.query).toEqual({
      catalog: 'EMPLOYMENT_TYPE', includeDisabled: true, freeText: undefined, sortColumn: 'DISPLAY_ORDER', sortOrder: 'asc', pageIndex: 0, pageSize: 100,
    });
    expect(api.callsTo('GET', '/v2/hr-master-items-count')[0]?.query).toEqual({ catalog: 'EMPLOYMENT_TYPE', includeDisabled: true, freeText: undefined });
    const [fullTime, fixedTerm, partTime] = recordRows().map((row) => within(row));
    expect(fullTime!.getByText('Full-time employee')).toBeInTheDocument();
    expect(fullTime!.getByText('120')).toBeInTheDocument();
    expect(fullTime!.getByText('Enabled')).toBeInTheDocument();
    expect(fixedTerm!.getByText('ET02')).toBeInTheDocument();
    expect(partTime!.getByText('Disabled')).toBeInTheDocument();
    expect(partTime!.getByLabelText('Enable パート').tagName).toBe('BUTTON');
    // an entry in use cannot be deleted; an unused one can
    expect(fullTime!.getByLabelText('正社員 cannot be deleted: people have it in their records')).toBeDisabled();
    expect(partTime!.getByLabelText('Delete パート')).toBeEnabled();
  });

  it('shows the 17 catalogs in the navigation and job functions 2000 a page', async () => {
    const { api } = render('/people/settings/job-functions');
    await screen.findByText('Job functions', { selector: 'h1' });
    const nav = within(screen.getByRole('navigation', { name: 'People settings', hidden: true }));
    const links = nav.getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(17);
    expect(links.map((a) => a.getAttribute('href'))).toContain('/people/settings/board-member-types');
    expect(nav.getByText('Job functions').closest('a')).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET', '/v2/hr-master-items')[0]?.query).toMatchObject({ catalog: 'JOB_FUNCTION', pageSize: 2000 });
  });

  it('answers an unknown segment with not found', async () => {
    const { api } = render('/people/settings/robots');
    expect(await screen.findByText(/not found/i, { selector: 'h1, .ant-result-title, .ant-result-title *' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/hr-master-items')).toHaveLength(0);
  });

  it('searches by code or name, sending the text and the first page', async () => {
    const { api, router } = render('/people/settings/employment-types?pageIndex=2');
    await screen.findByText('正社員');
    await fill(screen.getByLabelText('Search by code or name'), 'ET0');
    // the search box waits 300 ms after typing; the machine may be busy
    await waitFor(() => expect(api.callsTo('GET', '/v2/hr-master-items').some((c) => c.query?.freeText === 'ET0')).toBe(true), { timeout: 5000 });
    expect(api.callsTo('GET', '/v2/hr-master-items').find((c) => c.query?.freeText === 'ET0')?.query).toMatchObject({ pageIndex: 0 });
    await waitFor(() => expect(api.callsTo('GET', '/v2/hr-master-items-count').some((c) => c.query?.freeText === 'ET0')).toBe(true));
    expect(router.state.location.search).toContain('freeText=ET0');
  });

  it('adds an entry to the catalog with the values typed', async () => {
    const { api } = render('/people/settings/employment-types');
    await screen.findByText('正社員');
    await user.click(button(screen, 'Add'));
    const form = await dialog();
    await fill(form.getByLabelText('Code'), 'ET09');
    await fill(form.getByLabelText('Name'), '嘱託社員');
    await user.click(button(form, 'Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/hr-master-items')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/hr-master-items')[0]?.body).toEqual({ catalog: 'EMPLOYMENT_TYPE', code: 'ET09', name: '嘱託社員', nameEn: null, rank: null });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', '/v2/hr-master-items').length).toBeGreaterThan(1));
  });

  it('shows field errors and sends nothing when the code is bad and the name empty', async () => {
    const { api } = render('/people/settings/employment-types');
    await screen.findByText('正社員');
    await user.click(button(screen, 'Add'));
    const form = await dialog();
    await fill(form.getByLabelText('Code'), 'bad code!');
    await user.click(button(form, 'Add'));
    expect(await form.findByText('Use letters, digits, hyphens, underscores and periods only')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/v2/hr-master-items')).toHaveLength(0);
  });

  it('shows a taken code (409 with its field error) under the code and keeps the dialog open', async () => {
    const api = fakePeopleSettingsApi({
      answer: (call) =>
        call.method === 'POST' && call.path === '/v2/hr-master-items'
          ? new ApiError({ status: 409, code: 'CONFLICT', message: 'Taken', fieldErrors: [{ path: 'code', message: 'This code is already used in this list. Enter another code.' }] })
          : undefined,
    });
    render('/people/settings/employment-types', api);
    await screen.findByText('正社員');
    await user.click(button(screen, 'Add'));
    const form = await dialog();
    await fill(form.getByLabelText('Code'), 'ET01');
    await fill(form.getByLabelText('Name'), '正社員2');
    await user.click(button(form, 'Add'));
    expect(await form.findByText('This code is already used in this list. Enter another code.')).toBeInTheDocument();
    expect(form.getByLabelText('Code')).toHaveValue('ET01');
  });

  it('edits an entry with its current values and the version it read', async () => {
    const { api } = render('/people/settings/employment-types');
    await screen.findByText('正社員');
    await user.click(screen.getByLabelText('Edit 契約社員'));
    const form = await dialog();
    expect(form.getByLabelText('Code')).toHaveValue('ET02');
    await fill(form.getByLabelText('English name'), 'Fixed-term employee');
    await user.click(button(form, 'Save'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/hr-master-items/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/hr-master-items/{id}')[0]).toMatchObject({
      params: { id: ids.fixedTerm },
      body: { version: 3, code: 'ET02', name: '契約社員', nameEn: 'Fixed-term employee', rank: null },
    });
  });

  it('disables after confirmation, enables directly, and deletes an unused entry after confirmation', async () => {
    const { api } = render('/people/settings/employment-types');
    await screen.findByText('正社員');
    await user.click(screen.getByLabelText('Disable 正社員'));
    await user.click(button(await dialog(), 'Disable'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/hr-master-items/{id}/disable')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/hr-master-items/{id}/disable')[0]?.params).toEqual({ id: ids.fullTime });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

    await user.click(screen.getByLabelText('Enable パート'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/hr-master-items/{id}/enable')).toHaveLength(1));

    await user.click(screen.getByLabelText('Delete パート'));
    const confirm = await dialog();
    expect(api.callsTo('DELETE', '/v2/hr-master-items/{id}')).toHaveLength(0);
    await user.click(button(confirm, 'Delete'));
    await waitFor(() => expect(api.callsTo('DELETE', '/v2/hr-master-items/{id}')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/v2/hr-master-items/{id}')[0]?.params).toEqual({ id: ids.partTime });
  });

  it('moves an entry down and saves the whole catalog order in one call', async () => {
    const { api } = render('/people/settings/employment-types');
    await screen.findByText('正社員');
    expect(screen.getByLabelText('Move 正社員 up')).toBeDisabled();
    expect(screen.getByLabelText('Drag to reorder 正社員').tagName).toBe('BUTTON');
    await user.click(screen.getByLabelText('Move 正社員 down'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/hr-master-items-order')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/hr-master-items-order')[0]?.body).toEqual({ catalog: 'EMPLOYMENT_TYPE', ids: [ids.fixedTerm, ids.fullTime, ids.partTime] });
    // shown in the new order at once
    expect(recordRows().map((row) => row.getAttribute('data-row-key'))).toEqual([ids.fixedTerm, ids.fullTime, ids.partTime]);
  });

  it('goes back to the server order when saving the order fails', async () => {
    const api = fakePeopleSettingsApi({
      answer: (call) => (call.path === '/v2/hr-master-items-order' ? new ApiError({ status: 409, code: 'CONFLICT', message: 'Entries of this list were added or deleted by someone else.' }) : undefined),
    });
    render('/people/settings/employment-types', api);
    await screen.findByText('正社員');
    await user.click(screen.getByLabelText('Move パート up'));
    expect(await screen.findByText('Entries of this list were added or deleted by someone else.')).toBeInTheDocument();
    await waitFor(() => expect(recordRows().map((row) => row.getAttribute('data-row-key'))).toEqual(employmentTypes.map((r) => r.id)));
  });

  it('offers no reordering while sorted by another column or searched', async () => {
    render('/people/settings/employment-types?sortColumn=CODE');
    await screen.findByText('正社員');
    expect(screen.queryByLabelText('Move 正社員 down')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Drag to reorder 正社員')).not.toBeInTheDocument();
    expect(screen.getByText(/To change the order, sort by Order/)).toBeInTheDocument();
  });
});
