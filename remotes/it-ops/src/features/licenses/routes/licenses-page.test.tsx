import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { FakeApiCall } from '@kanri/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
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

  describe('bulk actions (issue 31 §2)', () => {
    /** The bulk calls: a run of `total` rows starts, then reads back finished with every row changed. */
    const bulkAnswer = (action: string, total: number) => (call: FakeApiCall) => {
      if (call.method === 'POST' && call.path === '/v2/bulk-actions') return { id: 'run-1', total };
      if (call.path === '/v2/bulk-actions/{id}') {
        return { id: 'run-1', action, status: 'SUCCEEDED', total, done: total, summary: { changed: total, unchanged: 0, refused: [], error: null }, createdAt: '2026-11-29T00:00:00.000Z', finishedAt: '2026-11-29T00:00:01.000Z' };
      }
      if (call.path === '/v2/licenses-count') return { count: 25 };
      return undefined;
    };
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const rowCheckbox = (name: string) => screen.getByRole('link', { name }).closest('tr')!.querySelector<HTMLElement>('input[type="checkbox"]')!;
    const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
    /** Opens the Actions menu and picks `label`; answers the run dialog (found by its title while it opens). */
    const runAction = async (label: string, title: string) => {
      await user.click(within(bar()).getByRole('button', { name: /Actions/ }));
      await user.click(await screen.findByRole('menuitem', { name: label }));
      return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    };

    it('unassigns every seat of the ticked licenses: posts their ids, shows the summary and reloads the list', async () => {
      const api = fakeLicensesApi({ answer: bulkAnswer('LICENSES_UNASSIGN_SEATS', 1) });
      renderWithProviders(<LicensesPage />, { route: '/licenses/inventory', fetcher: api.fetcher });
      await screen.findByRole('link', { name: 'Slack' });
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
      await user.click(rowCheckbox('Slack'));
      expect(bar()).toHaveTextContent('1 selected');
      const dialog = await runAction('Unassign all seats', 'Unassign all seats: 1 rows');
      const listed = api.callsTo('GET', '/v2/licenses').length;
      await user.click(within(dialog).getByRole('button', { name: 'Run' }));
      expect(await within(dialog).findByText('Changed 1 rows.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/v2/bulk-actions')[0]?.body).toEqual({ action: 'LICENSES_UNASSIGN_SEATS', ids: [slackRow.id], params: {} });
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(api.callsTo('GET', '/v2/licenses').length).toBeGreaterThan(listed));
    });

    it('retires the ticked licenses on the chosen day', async () => {
      const api = fakeLicensesApi({ answer: bulkAnswer('LICENSES_RETIRE', 2) });
      renderWithProviders(<LicensesPage />, { route: '/licenses/inventory?category=ALL', fetcher: api.fetcher });
      await screen.findByRole('link', { name: 'Slack' });
      await user.click(rowCheckbox('Slack'));
      await user.click(rowCheckbox('Adobe Acrobat Pro'));
      const dialog = await runAction('Retire', 'Retire: 2 rows');
      const date = within(dialog).getByLabelText('Expiry date');
      await user.click(date);
      await user.clear(date);
      await user.type(date, '2026-12-31{Enter}');
      await user.click(within(dialog).getByRole('button', { name: 'Run' }));
      expect(await within(dialog).findByText('Changed 2 rows.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/v2/bulk-actions')[0]?.body).toEqual({ action: 'LICENSES_RETIRE', ids: [slackRow.id, acrobatRow.id], params: { expiryDate: '2026-12-31' } });
    });

    it('sends the count call\'s filter for all that match', async () => {
      const api = fakeLicensesApi({ answer: bulkAnswer('LICENSES_UNASSIGN_SEATS', 25) });
      renderWithProviders(<LicensesPage />, { route: '/licenses/inventory?category=ALL&freeText=a', fetcher: api.fetcher });
      await screen.findByRole('link', { name: 'Slack' });
      await user.click(rowCheckbox('Slack'));
      await user.click(rowCheckbox('Adobe Acrobat Pro'));
      await user.click(within(bar()).getByRole('button', { name: 'Select all 25 that match' }));
      const dialog = await runAction('Unassign all seats', 'Unassign all seats: 25 rows');
      await user.click(within(dialog).getByRole('button', { name: 'Run' }));
      expect(await within(dialog).findByText('Changed 25 rows.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/v2/bulk-actions')[0]?.body).toEqual({ action: 'LICENSES_UNASSIGN_SEATS', filter: { category: 'ALL', freeText: 'a' }, params: {} });
      expect(api.callsTo('GET', '/v2/licenses-count')[0]?.query).toEqual({ category: 'ALL', freeText: 'a' });
    });
  });

  it('reads in Japanese', async () => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
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
