import { screen, waitFor, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/hr-people';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { savedViewFake, savedViewsFakeAnswer, tableHeaderTitles as headerTitles, visibleColumnKeys } from '@kanri/ui';
import { fakeRegistryApi, publicIdRow, user } from '../testing';
import { PublicIdsRegistryPage } from './public-ids-registry-page';

jest.setTimeout(60_000);

function renderRegistry(route: string, options: Parameters<typeof fakeRegistryApi>[0] & { locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeRegistryApi(options);
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<PublicIdsRegistryPage />, { route, fetcher: api.fetcher, locale: options.locale });
  return { ...result, api };
}

const listQueries = (api: ReturnType<typeof fakeRegistryApi>) => api.callsTo('GET', '/v2/public-ids').map((c) => c.query as Record<string, unknown>);

describe('PublicIdsRegistryPage', () => {
  it('lists national IDs by default: kind linking to the record, person, masked number, expiry tag; page 1 of 100 sorted by person', async () => {
    const expired = publicIdRow({ id: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f', nationalIdType: 'NATIONAL_REGISTRATION_IDENTITY_CARD', maskedNumber: '*****4321', expiryDate: '2001-01-01', person: { id: 'd4e5f6a7-b8c9-4d0e-9f2a-3b4c5d6e7f80', name: 'Hanako Suzuki', workerNumber: 'E0002', isAlumni: true } });
    const { api } = renderRegistry('/public-ids/registry', { rows: [publicIdRow(), expired] });
    expect(await screen.findByRole('link', { name: 'My Number' })).toHaveAttribute('href', `/public-ids/${publicIdRow().id}/details`);
    expect(screen.getByRole('link', { name: 'Hanako Suzuki' })).toHaveAttribute('href', '/person/alumni/d4e5f6a7-b8c9-4d0e-9f2a-3b4c5d6e7f80');
    expect(screen.getByText('********5678').style.fontFamily).toMatch(/monospace/);
    expect(screen.getByText('*****4321')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getAllByText('Japan')).toHaveLength(2);
    expect(listQueries(api)[0]).toEqual({ publicIdType: 'NATIONAL_ID', page: 1, pageSize: 100, sortColumn: 'person', sortOrder: 'asc' });
    expect(api.callsTo('GET', '/v2/public-ids-count')[0]?.query).toEqual({ publicIdType: 'NATIONAL_ID' });
    // only real links: the registry never shows a full number
    expect(screen.queryByText(/\d{12}/)).not.toBeInTheDocument();
  });

  it('falls back to the defaults for an unknown type, page or sort, and rewrites the URL', async () => {
    const { api, router } = renderRegistry('/public-ids/registry?publicIdType=ROBOT&page=0&sortColumn=secret&nationalIdType=NONE&freeText=Yamada');
    await screen.findByRole('link', { name: 'My Number' });
    expect(listQueries(api)[0]).toMatchObject({ publicIdType: 'NATIONAL_ID', page: 1, sortColumn: 'person', freeText: 'Yamada' });
    expect(listQueries(api)[0]?.nationalIdType).toBeUndefined();
    await waitFor(() => expect(router.state.location.search).toBe('?freeText=Yamada'));
  });

  it('keeps a 1-based page in the URL: the pager sends page 2, a tab goes back to page 1', async () => {
    const { api, router } = renderRegistry('/public-ids/registry?publicIdType=ALL', { count: 250 });
    await screen.findByRole('link', { name: 'My Number' });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ publicIdType: 'ALL', page: 2 }));
    await user.click(screen.getByRole('tab', { name: 'Travel document (passport)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?publicIdType=TRAVEL_DOCUMENT'));
    expect(listQueries(api).at(-1)).toMatchObject({ publicIdType: 'TRAVEL_DOCUMENT', page: 1 });
    // passports have no national ID kind to filter by
    expect(screen.queryByRole('combobox', { name: 'Kind of national ID' })).not.toBeInTheDocument();
  });

  it('sorts on the server by the column key and filters by national ID kind', async () => {
    const { api, router } = renderRegistry('/public-ids/registry');
    await screen.findByRole('link', { name: 'My Number' });
    await user.click(screen.getByText('Expiry date', { selector: 'th *' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sortColumn: 'expiryDate', sortOrder: 'asc', page: 1 }));
    await user.click(screen.getByRole('combobox', { name: 'Kind of national ID' }));
    await user.click(await screen.findByTitle('My Number'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('nationalIdType')).toBe('MY_NUMBER'));
    expect(api.callsTo('GET', '/v2/public-ids-count').at(-1)?.query).toMatchObject({ nationalIdType: 'MY_NUMBER' });
  });

  it('offers "Include My Number" only to a My Number handler', async () => {
    renderRegistry('/public-ids/registry', { handlesMyNumber: false });
    await screen.findByRole('link', { name: 'My Number' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Include My Number' })).not.toBeInTheDocument();
  });

  it('exports masked numbers at once, and full My Numbers only after a confirmation that says it is logged', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api } = renderRegistry('/public-ids/registry?freeText=Yamada', { handlesMyNumber: true });
    await screen.findByRole('link', { name: 'My Number' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/public-ids-csv')).toHaveLength(1));
    expect(api.callsTo('GET', '/v2/public-ids-csv')[0]?.query).toMatchObject({ mode: 'view', publicIdType: 'NATIONAL_ID', freeText: 'Yamada', sortColumn: 'person' });
    expect(api.callsTo('GET', '/v2/public-ids-csv')[0]?.query).not.toHaveProperty('includeMyNumber');
    // the file holds the list's visible columns, in order (issue 31)
    expect(api.callsTo('GET', '/v2/public-ids-csv')[0]?.query?.columns).toEqual(['type', 'person', 'workerNumber', 'number', 'issueDate', 'expiryDate', 'issuingCountry', 'fileCount']);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));

    await user.click(await screen.findByRole('checkbox', { name: 'Include My Number' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/recorded in the audit log/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('GET', '/v2/public-ids-csv')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Export with My Numbers' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/public-ids-csv')).toHaveLength(2));
    expect(api.callsTo('GET', '/v2/public-ids-csv')[1]?.query).toMatchObject({ includeMyNumber: true });
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();
  });

  it('links to adding and to the CSV import of each type', async () => {
    renderRegistry('/public-ids/registry');
    await screen.findByRole('link', { name: 'My Number' });
    expect(screen.getByRole('link', { name: 'Add public ID' })).toHaveAttribute('href', '/public-ids/add');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByRole('link', { name: 'Travel document (passport)' })).toHaveAttribute('href', '/public-ids/import-csv/TRAVEL_DOCUMENT');
  });

  it('speaks Japanese: the type tabs, the kind and the date columns', async () => {
    renderRegistry('/public-ids/registry', { locale: 'ja-JP', handlesMyNumber: true });
    expect(await screen.findByRole('link', { name: 'マイナンバー' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '国民ID' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '旅券（パスポート）' })).toBeInTheDocument();
    expect(screen.getByText('発行日', { selector: 'th *' })).toBeInTheDocument();
    expect(screen.getByText('有効期限', { selector: 'th *' })).toBeInTheDocument();
    expect(screen.getByText('日本')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'マイナンバーを含める' })).toBeInTheDocument();
  });
});

describe('PublicIdsRegistryPage saved views (issue 31 §4)', () => {
  const expiring = savedViewFake({ tableId: 'public-ids', name: 'Passports by expiry', search: 'publicIdType=TRAVEL_DOCUMENT&sortColumn=expiryDate', columns: ['expiryDate', 'type', 'person'] });
  // the scans hidden in the saved column settings
  const viewsAnswer = savedViewsFakeAnswer([expiring], { columns: [{ key: 'fileCount', visible: false }] });

  it('saves the search and the visible columns; opening a view restores them', async () => {
    const { api, router } = renderRegistry('/public-ids/registry?freeText=Yamada&nationalIdType=MY_NUMBER', { answer: viewsAnswer });
    await screen.findByRole('link', { name: 'My Number' });
    await waitFor(() => expect(headerTitles()).not.toContain('Scans'));
    expect(api.callsTo('GET', '/v2/table-settings/{tableId}')[0]?.params).toEqual({ tableId: 'public-ids' });
    // the views are read when the menu first opens, not with the list
    expect(api.callsTo('GET', '/v2/saved-views')).toHaveLength(0);

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Save current view…'));
    await user.type(await screen.findByLabelText('View name'), 'My Numbers of Yamada');
    await user.click(screen.getByText('Save', { selector: '.ant-modal button *' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/saved-views')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/saved-views')[0]?.body).toEqual({
      tableId: 'public-ids', name: 'My Numbers of Yamada', search: 'freeText=Yamada&nationalIdType=MY_NUMBER', peopleGroupId: null,
      columns: ['type', 'person', 'workerNumber', 'number', 'issueDate', 'expiryDate', 'issuingCountry'],
    });

    await user.click(screen.getByText('Views', { selector: 'button' }));
    await user.click(await screen.findByText('Passports by expiry'));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ publicIdType: 'TRAVEL_DOCUMENT', sortColumn: 'expiryDate' }));
    await waitFor(() => expect(headerTitles()).toEqual(['Expiry date', 'Type', 'Person']));
    expect(listQueries(api).at(-1)).toMatchObject({ publicIdType: 'TRAVEL_DOCUMENT', sortColumn: 'expiryDate', page: 1 });
    const put = api.callsTo('PUT', '/v2/table-settings/{tableId}').at(-1);
    expect(put?.params).toEqual({ tableId: 'public-ids' });
    expect(visibleColumnKeys(put?.body)).toEqual(['expiryDate', 'type', 'person']);
  });
});
