import { screen } from '@testing-library/react';
import { renderWithProviders, testSession } from '@kanri/runtime/testing';
import { SideNavigation } from './side-navigation';

describe('SideNavigation', () => {
  it('lists the staff modules for an operator', async () => {
    renderWithProviders(<SideNavigation />, { route: '/places', session: testSession });
    expect(await screen.findByRole('menuitem', { name: 'Places' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'My tasks' })).not.toBeInTheDocument();
  });

  it('shows an individual-only account its own area instead of staff modules it would be refused', async () => {
    const member = { ...testSession, accessibles: { hasOperator: false, hasIndividual: true } };
    renderWithProviders(<SideNavigation />, { route: '/individual', session: member });
    expect(await screen.findByRole('menuitem', { name: 'My tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Places' })).not.toBeInTheDocument();
  });
});
