import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { AreaNav } from './area-nav';

jest.setTimeout(30_000);

const items = [
  { path: '/things/inventory', label: 'Inventory' },
  { path: '/things/alerts', label: 'Alerts' },
];

describe('AreaNav', () => {
  it('names the navigation, links each tab and selects the tab of the current path', async () => {
    const { router } = renderWithProviders(<AreaNav label="Thing area" items={items} />, { route: '/things/alerts/123' });
    const nav = screen.getByRole('navigation', { name: 'Thing area' });
    expect(within(nav).getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/things/inventory');
    const selected = nav.querySelectorAll('.ant-menu-item-selected');
    expect(Array.from(selected).map((item) => item.textContent)).toEqual(['Alerts']);
    await userEvent.click(within(nav).getByRole('link', { name: 'Inventory' }));
    expect(router.state.location.pathname).toBe('/things/inventory');
  });

  it('selects only the longest matching tab when tab paths nest', () => {
    renderWithProviders(<AreaNav label="Fleet area" items={[{ path: '/fleets', label: 'Vehicles' }, { path: '/fleets/alerts', label: 'Alerts' }]} />, { route: '/fleets/alerts' });
    const nav = screen.getByRole('navigation', { name: 'Fleet area' });
    expect(Array.from(nav.querySelectorAll('.ant-menu-item-selected')).map((item) => item.textContent)).toEqual(['Alerts']);
  });
});
