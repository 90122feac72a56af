import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { acrobatRow, fakeLicensesApi, slackRow } from '../testing';
import { LicensesPage } from './licenses-page';

jest.setTimeout(40_000);

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;

describe('LicensesPage', () => {
  it('lists the SaaS tab by default with seats, price and expiry, and keeps category and free text in the URL', async () => {
    const api = fakeLicensesApi();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { router } = renderWithProviders(<LicensesPage />, { route: '/licenses/inventory', fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'Slack' })).toHaveAttribute('href', `/licenses/${slackRow.id}`);
    expect(tab('SaaS')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2 / 3 seats')).toBeInTheDocument();
    expect(screen.getByText('2 / 1 seats (over-assigned)')).toBeInTheDocument();
    expect(screen.getAllByText('¥1,050 · Per license seat · Monthly', { selector: 'td' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Add license/ })).toHaveAttribute('href', '/licenses/add');
    expect(api.callsTo('GET', '/v2/licenses')[0]?.query).toEqual({ pageIndex: 0, pageSize: 100, sortColumn: 'NAME', sortOrder: 'asc', category: 'SAAS' });
    expect(api.callsTo('GET', '/v2/licenses-count')[0]?.query).toEqual({ category: 'SAAS' });

    await user.click(tab('Expired'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=EXPIRED'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, vendor or notes' }), 'adobe{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?freeText=adobe&category=EXPIRED'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/licenses').at(-1)?.query).toMatchObject({ category: 'EXPIRED', freeText: 'adobe', pageIndex: 0 }));
  });

  it('falls back to the defaults for an invalid category or sort and rewrites the URL', async () => {
    const api = fakeLicensesApi();
    const { router } = renderWithProviders(<LicensesPage />, { route: '/licenses/inventory?category=TRIAL&sortColumn=VENDOR&sortOrder=desc', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Slack' });
    expect(api.callsTo('GET', '/v2/licenses')[0]?.query).toMatchObject({ category: 'SAAS', sortColumn: 'NAME', sortOrder: 'desc' });
    await waitFor(() => expect(router.state.location.search).toBe('?sortOrder=desc'));
  });

  it('exports what the list shows as Excel: its category, text, sort and visible columns in order (issue 31)', async () => {
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const api = fakeLicensesApi();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<LicensesPage />, { route: '/licenses/inventory?category=ALL&freeText=slack&sortOrder=desc', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Slack' });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(downloads).toEqual(['licenses-export-2026-11-29.xlsx']));
    expect(api.callsTo('GET', '/v2/licenses-csv')[0]?.query).toEqual({
      category: 'ALL', freeText: 'slack', sortColumn: 'NAME', sortOrder: 'desc', mode: 'view', encoding: 'UTF-8', format: 'xlsx',
      columns: ['NAME', 'allocationType', 'software', 'vendorName', 'seats', 'price', 'expiryDate', 'autoRenewal'],
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/licenses-csv')).toHaveLength(2));
    expect(api.callsTo('GET', '/v2/licenses-csv')[1]?.query).not.toHaveProperty('format');
    click.mockRestore();
  });

  it('reads in Japanese', async () => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaMessages as Messages) });
    const api = fakeLicensesApi({ rows: [acrobatRow] });
    renderWithProviders(<LicensesPage />, { route: '/licenses/inventory?category=ALL', fetcher: api.fetcher, locale: 'ja-JP' });
    expect(await screen.findByRole('link', { name: 'Adobe Acrobat Pro' })).toBeInTheDocument();
    expect(screen.getByText('ライセンス', { selector: 'h1' })).toBeInTheDocument();
    expect(tab('すべて')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('インストール型ソフトウェア', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('2 / 1 席（割り当て超過）')).toBeInTheDocument();
    expect(screen.getByText('期限切れ', { selector: '.ant-tag' })).toBeInTheDocument();
  });
});
