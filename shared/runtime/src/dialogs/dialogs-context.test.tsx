import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testSession } from '../testing';
import { useDialogs, type DialogsApi } from './dialogs-context';

// typing through antd inputs is slow on a loaded machine: no per-key delay, generous timeout
const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

let dialogs: DialogsApi | null = null;
function Probe() {
  dialogs = useDialogs();
  return null;
}

describe('dialogs', () => {
  it('confirm resolves true on OK', async () => {
    renderWithProviders(<Probe />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = dialogs!.confirm({ title: 'Delete this place?', danger: true });
    });
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });

  it('forbidden dialog offers staff home and the individual area', async () => {
    const { router } = renderWithProviders(<Probe />, { route: '/settings/persons/staff', session: testSession });
    act(() => dialogs!.showForbidden());
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the staff home' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the individual area' }));
    expect(router.state.location.pathname).toBe('/individual');
  });

  it('forbidden dialog for an individual-only account says there is no staff page', async () => {
    renderWithProviders(<Probe />, { session: { ...testSession, accessibles: { hasOperator: false, hasIndividual: true, products: [] } } });
    act(() => dialogs!.showForbidden());
    expect(await screen.findByText('There is no page in the staff area that your account can open.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to the staff home' })).not.toBeInTheDocument();
  });

  it('error dialog goes home when there is no history', async () => {
    const { router } = renderWithProviders(<Probe />, { route: '/places' });
    act(() => dialogs!.showError({ title: 'Could not save', description: 'Try later' }));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
