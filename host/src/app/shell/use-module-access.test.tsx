import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@kanri/contracts';
import { renderWithProviders, testSession } from '@kanri/runtime/testing';
import { isRefused, useModuleAccess } from './use-module-access';
import { installTestRouteRegistry } from '../testing/route-registry';

beforeAll(() => installTestRouteRegistry());

const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

const session = (...products: Session['accessibles']['products']): Session => ({ ...testSession, accessibles: { hasOperator: true, hasIndividual: true, products } });

/** Stands for the shell: the page (the remote) renders only when the URL is allowed. */
function Probe() {
  const access = useModuleAccess();
  return access === 'allowed' ? <p>remote page</p> : <p>{access}</p>;
}

describe('isRefused', () => {
  it('refuses a module of a product the session lacks, and / without any module', () => {
    expect(isRefused('/people/workforce', session('IT').accessibles)).toBe(true);
    expect(isRefused('/networks', session('IT').accessibles)).toBe(false);
    expect(isRefused('/', { hasOperator: true, hasIndividual: false, products: [] })).toBe(true);
    expect(isRefused('/', session().accessibles)).toBe(false);
    expect(isRefused('/', session('GA').accessibles)).toBe(false);
  });
});

describe('useModuleAccess', () => {
  it('opens the forbidden dialog for a module URL the session may not use, without rendering the page', async () => {
    const { router } = renderWithProviders(<Probe />, { route: '/people/workforce', session: session('IT') });
    const dialog = await screen.findByRole('dialog', { name: 'You do not have access to this page' });
    expect(screen.queryByText('remote page')).not.toBeInTheDocument();
    expect(screen.getByText('forbidden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the staff home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(dialog).not.toBeInTheDocument();
  });

  it('says there is no accessible page to an operator without any product', async () => {
    renderWithProviders(<Probe />, { route: '/places', session: { ...session(), accessibles: { hasOperator: true, hasIndividual: false, products: [] } } });
    expect(await screen.findByText('There is no page in the staff area that your account can open.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to the staff home' })).not.toBeInTheDocument();
  });

  it('renders a permitted module without asking the server again', async () => {
    const fetcher = jest.fn(async () => session('IT'));
    renderWithProviders(<Probe />, { route: '/networks/add', session: session('IT'), fetcher });
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('re-reads the session on navigation: a product granted meanwhile opens its module', async () => {
    const fetcher = jest.fn(async () => session('GA', 'HR'));
    const { router } = renderWithProviders(<Probe />, { route: '/places', session: session('GA'), fetcher });
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    await act(() => router.navigate('/people/workforce'));
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
