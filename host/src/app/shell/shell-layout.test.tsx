import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testSession } from '@kanri/runtime/testing';
import { ShellLayout } from './shell-layout';
import { installTestRouteRegistry } from '../testing/route-registry';

beforeAll(() => installTestRouteRegistry());

jest.setTimeout(30_000);
// the icons' barrel is ES modules only (the shell's build resolves it; Jest does not)
jest.mock('@ant-design/icons', () => ({ SearchOutlined: () => null, UserOutlined: () => null, LogoutOutlined: () => null, SwapOutlined: () => null }));

const withProducts = (...products: ('IT' | 'GA' | 'HR')[]) => ({ ...testSession, accessibles: { hasOperator: true, hasIndividual: false, products } });

describe('ShellLayout', () => {
  it('sends / to the first permitted module: the software registry for IT', async () => {
    const { router } = renderWithProviders(<ShellLayout />, { route: '/', session: withProducts('IT', 'GA') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/software/registry'));
  });

  it('sends / of a GA-only operator to a GA page, not the software registry', async () => {
    const { router } = renderWithProviders(<ShellLayout />, { route: '/', session: withProducts('GA') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/places'));
  });

  it("names a refused module URL's tab after the refusal, not after the page it did not open", async () => {
    renderWithProviders(<ShellLayout />, { route: '/people/workforce', session: withProducts('IT') });
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('You do not have access to this page – kanri'));
  });

  it('scrolls the page back to the top when the path changes, not on the first render (no forced layout before the first screen)', async () => {
    const scrolled = jest.fn();
    const previous = Element.prototype.scrollTo;
    Element.prototype.scrollTo = scrolled;
    try {
      const { router } = renderWithProviders(<ShellLayout />, { route: '/software/registry', session: withProducts('IT', 'GA') });
      await screen.findByRole('main');
      expect(scrolled).not.toHaveBeenCalled();
      await act(() => router.navigate('/software/registry?freeText=a'));
      expect(scrolled).not.toHaveBeenCalled();
      await act(() => router.navigate('/places'));
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ top: 0 }));
    } finally {
      Element.prototype.scrollTo = previous;
    }
  });

  it('shows an operator without any module the no-accessible-page message at /', async () => {
    const { router } = renderWithProviders(<ShellLayout />, { route: '/', session: withProducts() });
    expect(await screen.findByText('There is no page in the staff area that your account can open.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
