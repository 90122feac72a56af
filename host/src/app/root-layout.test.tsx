import { screen, waitFor } from '@testing-library/react';
import { renderRoutesWithProviders, renderWithProviders, testSession } from '@kanri/runtime/testing';
import { guardRedirect, RootLayout } from './root-layout';
import { installTestRouteRegistry } from './testing/route-registry';

beforeAll(() => installTestRouteRegistry());

/** The layout with a page in its outlet, at every path: the page's text shows once the layout let it through. */
const shellAround = (page: string) => [{ element: <RootLayout />, children: [{ path: '*', element: <p>{page}</p> }] }];

describe('access guard', () => {
  it('lets /auth pages through without a session', () => {
    expect(guardRedirect('/auth/sign-in', '', false)).toBeNull();
    expect(guardRedirect('/auth/invitation/abc', '', false)).toBeNull();
  });

  it('sends any other path to sign-in with redirect = path + search', () => {
    expect(guardRedirect('/places', '?category=ACTIVE', false)).toBe('/auth/sign-in?redirect=%2Fplaces%3Fcategory%3DACTIVE');
    expect(guardRedirect('/authority', '', false)).toBe('/auth/sign-in?redirect=%2Fauthority');
  });

  it('lets a signed-in user through', () => {
    expect(guardRedirect('/places', '', true)).toBeNull();
  });

  it('redirects a signed-out visitor in the router', async () => {
    const { router } = renderWithProviders(<RootLayout />, { route: '/people/workforce?pageIndex=2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/people/workforce?pageIndex=2');
  });

  it('applies the redirect table before the guard', async () => {
    const { router } = renderWithProviders(<RootLayout />, { route: '/software', session: testSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/software/registry'));
  });

  it('leaves / of a signed-in operator to the shell (their staff home depends on their products)', async () => {
    const { router } = renderRoutesWithProviders(shellAround('the shell'), { route: '/', session: testSession });
    // the layout rendered its outlet, and no redirect ran before or with it
    await screen.findByText('the shell');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-out visitor from / to sign-in without a redirect (they land on their own home)', async () => {
    const { router } = renderWithProviders(<RootLayout />, { route: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toBe('');
  });

  it('sends an individual-only account from / to the individual area', async () => {
    const member = { ...testSession, accessibles: { hasOperator: false, hasIndividual: true, products: [] } };
    const { router } = renderWithProviders(<RootLayout />, { route: '/', session: member });
    await waitFor(() => expect(router.state.location.pathname).toBe('/individual'));
  });

  it('keeps a signed-in user where they are', async () => {
    const { router } = renderRoutesWithProviders(shellAround('the places page'), { route: '/places', session: testSession });
    await screen.findByText('the places page');
    expect(router.state.location.pathname).toBe('/places');
  });
});
