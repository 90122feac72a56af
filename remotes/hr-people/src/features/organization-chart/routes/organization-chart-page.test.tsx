import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { chartUnits, fakeOrganizationChartApi, unitIds } from '../testing';
import { localToday } from '../components/chart-search';
import { OrganizationChartPage } from './organization-chart-page';

// React Flow measures the canvas, which jsdom cannot: the canvas is replaced by its units as buttons
// (the layout itself is tested in org-chart-layout.test.ts)
jest.mock('../components/org-chart-canvas', () => ({
  __esModule: true,
  default: ({ units, direction, compact, onOpen, label }: { units: { id: string; name: string }[]; direction: string; compact: boolean; onOpen: (id: string) => void; label: string }) => (
    <div role="region" aria-label={label} data-direction={direction} data-compact={String(compact)}>
      {units.map((u) => <button key={u.id} type="button" onClick={() => onOpen(u.id)}>{u.name}</button>)}
    </div>
  ),
}));

jest.setTimeout(30_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const render = (route: string, api = fakeOrganizationChartApi()) => ({ api, ...renderWithProviders(<OrganizationChartPage />, { route, path: '/organization/chart', fetcher: api.fetcher }) });

describe('OrganizationChartPage', () => {
  it('draws the units as of the base date top-down and opens a unit keeping the date', async () => {
    const { api, router } = render('/organization/chart?baseDate=2025-04-01');
    const chart = await screen.findByRole('region', { name: 'Organization chart as of 2025-04-01' });
    expect(chart).toHaveAttribute('data-direction', 'TB');
    expect(chart).toHaveAttribute('data-compact', 'false');
    expect(api.callsTo('GET', '/v2/organization/units')[0]?.query).toEqual({ baseDate: '2025-04-01' });
    await user.click(within(chart).getByText('Sales'));
    expect(router.state.location.pathname).toBe(`/organization/${unitIds.sales}`);
    expect(router.state.location.search).toBe('?baseDate=2025-04-01');
  });

  it('falls back to today for an invalid base date and to hierarchy for an empty or unknown view mode', async () => {
    const { api } = render('/organization/chart?baseDate=2025-02-31&viewMode=');
    const chart = await screen.findByRole('region', { name: `Organization chart as of ${localToday()}` });
    expect(chart).toHaveAttribute('data-direction', 'TB');
    expect(api.callsTo('GET', '/v2/organization/units')[0]?.query).toEqual({ baseDate: localToday() });
  });

  it('draws left to right with compact cards in the compact view mode', async () => {
    render('/organization/chart?viewMode=compact&isCompactView=true');
    const chart = await screen.findByRole('region', { name: /Organization chart as of/ });
    expect(chart).toHaveAttribute('data-direction', 'LR');
    expect(chart).toHaveAttribute('data-compact', 'true');
  });

  it('lists the units as an indented tree with heads and member counts in the tree view mode', async () => {
    const { router } = render('/organization/chart?viewMode=tree&baseDate=2025-04-01');
    const tree = await screen.findByRole('tree', { name: 'Organization chart as of 2025-04-01', hidden: true });
    expect(within(tree).getByText('Sales Division')).toBeInTheDocument();
    expect(within(tree).getByText('Taro Yamada')).toBeInTheDocument();
    expect(within(tree).getByText('42 members', { exact: false })).toBeInTheDocument();
    expect(within(tree).getAllByText('(45 in total)')).toHaveLength(2); // the division (0 + 42 + 3) and the department (42 + 3)
    expect(within(tree).getByText('Sales Section 1')).toBeInTheDocument();
    await user.click(within(tree).getByText('Sales Section 1'));
    expect(router.state.location.pathname).toBe(`/organization/${unitIds.section}`);
  });

  it('switches the view mode through the URL', async () => {
    const { router } = render('/organization/chart');
    await screen.findByRole('region', { name: /Organization chart as of/ });
    await user.click(screen.getByText('Tree'));
    await waitFor(() => expect(router.state.location.search).toContain('viewMode=tree'));
    expect(await screen.findByText(chartUnits[0]!.name)).toBeInTheDocument();
  });
});
