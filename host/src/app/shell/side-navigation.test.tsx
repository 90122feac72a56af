import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders, testSession } from '@kanri/runtime/testing';
import { SideNavigation, selectedNavKeys } from './side-navigation';
import { installTestRouteRegistry } from '../testing/route-registry';

beforeAll(() => installTestRouteRegistry());

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

describe('SideNavigation', () => {
  it('makes every entry a link with its address (new tab with Ctrl/Cmd-click), and a click navigates in the app', async () => {
    renderWithProviders(
      <>
        <SideNavigation />
        <Where />
      </>,
      { route: '/software/registry', session: testSession },
    );
    const places = await screen.findByRole('link', { name: 'Places' });
    expect(places).toHaveAttribute('href', '/places');
    expect(screen.getByRole('link', { name: 'Networks' })).toHaveAttribute('href', '/networks');
    fireEvent.click(places);
    expect(await screen.findByText('/places')).toBeInTheDocument();
    // Enter on a focused entry (antd Menu's keyboard) navigates too
    fireEvent.click(screen.getByRole('menuitem', { name: 'Networks' }));
    expect(await screen.findByText('/networks')).toBeInTheDocument();
  });

  it('lists the staff modules for an operator', async () => {
    renderWithProviders(<SideNavigation />, { route: '/places', session: testSession });
    expect(await screen.findByRole('menuitem', { name: 'Places' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'My tasks' })).not.toBeInTheDocument();
  });

  it('shows an individual-only account its own area instead of staff modules it would be refused', async () => {
    const member = { ...testSession, accessibles: { hasOperator: false, hasIndividual: true, products: [] } };
    renderWithProviders(<SideNavigation />, { route: '/individual', session: member });
    expect(await screen.findByRole('menuitem', { name: 'My tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Places' })).not.toBeInTheDocument();
  });

  it('hides the modules of products the session lacks', async () => {
    const itOnly = { ...testSession, accessibles: { hasOperator: true, hasIndividual: false, products: ['IT' as const] } };
    renderWithProviders(<SideNavigation />, { route: '/software/registry', session: itOnly });
    expect(await screen.findByRole('link', { name: 'Networks' })).toHaveAttribute('href', '/networks');
    expect(screen.getByRole('link', { name: 'Software' })).toBeInTheDocument();
    for (const name of ['People', 'Places', 'Equipment', 'Contracts', 'Marketplace', 'Settings']) {
      expect(screen.queryByRole('menuitem', { name })).not.toBeInTheDocument();
    }
  });

  it('marks the module that owns the URL, a device profile under Devices', () => {
    expect(selectedNavKeys('/profile/device/0b6c3c1e-2a7f-4d55-9d1b-0a0f5f2f1c11/lifecycle')).toEqual(['devices']);
    expect(selectedNavKeys('/licenses/inventory')).toEqual(['licenses']);
    expect(selectedNavKeys('/networks/add')).toEqual(['networks']);
    expect(selectedNavKeys('/nowhere')).toEqual([]);
  });
});
