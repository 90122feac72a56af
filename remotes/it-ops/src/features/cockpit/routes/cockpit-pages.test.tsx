import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeCockpitApi, sessionWith } from '../testing';
import { CockpitPage } from './cockpit-page';
import { CockpitDashboardPage } from './cockpit-dashboard-page';

jest.setTimeout(30_000);

// recharts warns that jsdom gives its container no size; the numbers are checked in text
const warn = console.warn.bind(console);
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => (String(args[0]).includes('of chart should be greater than 0') ? undefined : warn(...args))));
afterAll(() => jest.restoreAllMocks());

const openDashboard = (route: string, options: { products?: Parameters<typeof sessionWith>[0]; answer?: Parameters<typeof fakeCockpitApi>[0]; locale?: 'ja-JP' | 'en-US' } = {}) => {
  const api = fakeCockpitApi(options.answer);
  const view = renderWithProviders(<CockpitDashboardPage />, {
    route, path: '/cockpit/:id', fetcher: api.fetcher, session: sessionWith(options.products ?? ['IT', 'GA', 'HR']), locale: options.locale,
  });
  return { api, ...view };
};

describe('CockpitPage', () => {
  it('shows a card per dashboard the products open, with its headline figures', async () => {
    const api = fakeCockpitApi();
    renderWithProviders(<CockpitPage />, { route: '/cockpit', fetcher: api.fetcher, session: sessionWith(['IT', 'HR', 'LEGAL']) });
    expect(screen.getByText('Cockpit', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IT dashboard' })).toHaveAttribute('href', '/cockpit/it');
    expect(screen.getByRole('link', { name: 'HR dashboard' })).toHaveAttribute('href', '/cockpit/hr');
    expect(screen.queryByRole('link', { name: 'GA dashboard' })).not.toBeInTheDocument();
    // headline figures: the IT card's device total (12 + 80 + 3) and the HR card's workforce (250 + 30)
    expect(await screen.findByText('95')).toBeInTheDocument();
    expect(await screen.findByText('280')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/cockpit/ga')).toHaveLength(0);
  });

  it('shows the IT card alone to an IT user, and an empty state without any of the three products', async () => {
    const api = fakeCockpitApi();
    const { unmount } = renderWithProviders(<CockpitPage />, { route: '/cockpit', fetcher: api.fetcher, session: sessionWith(['IT']) });
    expect(screen.getAllByRole('link', { name: /dashboard$/ }).map((l) => l.textContent)).toEqual(['IT dashboard']);
    unmount();
    renderWithProviders(<CockpitPage />, { route: '/cockpit', fetcher: fakeCockpitApi().fetcher, session: sessionWith(['LEGAL']) });
    expect(screen.getByText('No dashboards')).toBeInTheDocument();
  });
});

describe('CockpitDashboardPage', () => {
  it('renders the tiles, each linking to its list with the filter applied', async () => {
    openDashboard('/cockpit/it');
    expect(screen.getByText('IT dashboard', { selector: 'h1' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Devices by state' })).toHaveAttribute('href', '/devices/inventory?category=ALL');
    expect(screen.getByRole('link', { name: 'In trouble' })).toHaveAttribute('href', '/devices/inventory?category=IN_TROUBLED');
    expect(screen.getByRole('link', { name: 'Data overage' })).toHaveAttribute('href', '/starlinks/alerts?category=DATA_OVERAGE&status=OPEN');
    expect(screen.getByRole('link', { name: 'SaaS spend per month' })).toHaveAttribute('href', '/software/bill-and-cost');
    // a figure whose list has no filter of its own is text, not a link
    expect(screen.queryByRole('link', { name: 'Shadow IT' })).not.toBeInTheDocument();
    // the charts are named figures; the month figures are readable in a table
    expect(screen.getByRole('figure', { name: 'Devices by state' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'SaaS spend per month' });
    expect(within(table).getByRole('row', { name: /Nov 2026.*182,000/ })).toBeInTheDocument();
    // progress reads "12 of 40"
    const inventory = screen.getByRole('link', { name: 'Device inventory progress' }).closest('.ant-card') as HTMLElement;
    expect(within(inventory).getByText('of 40')).toBeInTheDocument();
  });

  it('says a chart has nothing to show when every figure is zero', async () => {
    openDashboard('/cockpit/hr');
    const pipeline = (await screen.findByRole('link', { name: 'People joining and leaving' })).closest('.ant-card') as HTMLElement;
    expect(within(pipeline).getByText('Nothing to show yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Employee' })).toHaveAttribute('href', '/people/workforce?menu=Employee&category=EMPLOYEE_ALL');
  });

  it('shows the not-found page for another id, without calling', async () => {
    const { api } = openDashboard('/cockpit/legal');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says so for a dashboard the products do not open, without calling', async () => {
    const { api } = openDashboard('/cockpit/ga', { products: ['IT'] });
    expect(screen.getByText('You cannot open this dashboard')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/cockpit/ga')).toHaveLength(0);
  });

  it('shows an error with Retry when the call fails, then the tiles', async () => {
    let fail = true;
    openDashboard('/cockpit/ga', { answer: (call) => (call.path === '/v2/cockpit/ga' && fail ? new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' }) : undefined) });
    const retry = await screen.findByRole('button', { name: /Retry/ });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Vehicle alerts' })).toHaveAttribute('href', '/fleets/alerts?category=ALL');
    expect(screen.getByRole('link', { name: 'Vehicle inspection' })).toHaveAttribute('href', '/fleets/alerts?category=INSPECTION');
  });

  it("names the places tile's statuses by the places resource's labels (placeFields, issue 30): a changed label changes the cockpit too", async () => {
    i18n.load('ja-JP', { ...(jaContractMessages as Messages), ...(jaMessages as Messages), 'field.place.status.UNDER_RENOVATION': '改装中（拠点の説明）' });
    openDashboard('/cockpit/ga', { locale: 'ja-JP' });
    const tile = (await screen.findByRole('figure', { name: /拠点/ })).closest('.ant-card') as HTMLElement;
    expect(within(tile).getByText('改装中（拠点の説明）')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: '営業中' })).toBeInTheDocument();
  });

  it("names the Starlink and vehicle tiles by the contracts' one description: the resources' statuses (starlinkFields, fleetFields; issue 30) and the alert lists' categories (starlinkAlertCategoryLabels, fleetAlertCategoryLabels)", async () => {
    i18n.load('ja-JP', {
      ...(jaContractMessages as Messages),
      ...(jaMessages as Messages),
      'field.starlink.networkStatus.ROAMING': 'ローミング（端末の説明）',
      'field.fleet.status.IN_MAINTENANCE': '整備中（車両の説明）',
      'starlinkAlert.category.DATA_OVERAGE': 'データ超過（アラートの説明）',
      'fleetAlert.category.INSURANCE': '保険（アラートの説明）',
    });
    openDashboard('/cockpit/it', { locale: 'ja-JP' });
    expect(await screen.findByText('ローミング（端末の説明）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'データ超過（アラートの説明）' })).toHaveAttribute('href', '/starlinks/alerts?category=DATA_OVERAGE&status=OPEN');
    cleanup();
    openDashboard('/cockpit/ga', { locale: 'ja-JP' });
    expect(await screen.findByText('整備中（車両の説明）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '保険（アラートの説明）' })).toHaveAttribute('href', '/fleets/alerts?category=INSURANCE');
    expect(screen.getByRole('link', { name: '車検' })).toHaveAttribute('href', '/fleets/alerts?category=INSPECTION');
  });

  it('reads in Japanese: tile titles, figure names and month names', async () => {
    i18n.load('ja-JP', { ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
    openDashboard('/cockpit/it', { locale: 'ja-JP' });
    expect(screen.getByText('ITダッシュボード', { selector: 'h1' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ステータス別のデバイス' })).toHaveAttribute('href', '/devices/inventory?category=ALL');
    expect(screen.getByRole('link', { name: 'データ超過' })).toHaveAttribute('href', '/starlinks/alerts?category=DATA_OVERAGE&status=OPEN');
    const table = screen.getByRole('table', { name: '月別SaaS費用' });
    expect(within(table).getByRole('row', { name: /2026年11月.*182,000/ })).toBeInTheDocument();
  });
});
