import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, testSession } from '@kanri/runtime/testing';
import { CommandPaletteLauncher } from './palette-launcher';
import { openCommandPalette } from './palette-events';

describe('CommandPaletteLauncher', () => {
  it('loads nothing until asked, then opens the palette on Ctrl+K', async () => {
    renderWithProviders(<CommandPaletteLauncher />, { route: '/software/registry', session: testSession });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('opens the palette from the header button (an open request)', async () => {
    renderWithProviders(<CommandPaletteLauncher />, { route: '/software/registry', session: testSession });
    openCommandPalette();
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
