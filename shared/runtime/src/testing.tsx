import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Session } from '@kanri/contracts';
import { KanriProviders } from './providers';
import { setApiFetcher, type ApiFetcher } from './client/api-fetch';
import { setNavigator } from './client/navigation';
import { i18n } from './i18n/i18n';
import type { Locale } from './remote-module';

/** Options of `renderWithProviders`. */
export interface RenderWithProvidersOptions {
  /** The initial URL (path, search, hash); default `/`. */
  route?: string;
  /** The signed-in session; default `null` (signed out). */
  session?: Session | null;
  /** Active locale; default en-US (source messages, no catalog needed). */
  locale?: Locale;
  /** Replaces the network: returns the body of a call or throws `ApiError`. Default: every call fails with 404. */
  fetcher?: ApiFetcher;
  /** Route pattern the UI is mounted at (default `*`), for components reading params. */
  path?: string;
}

/** A minimal signed-in session for tests (operator and individual). */
export const testSession: Session = {
  user: { id: 'u-1', email: 'admin@kanri.example', name: 'Taro Yamada', familyName: 'Yamada', givenName: 'Taro', avatarUrl: null, personId: null },
  company: { id: 'c-1', name: 'Kanri Demo' },
  locale: 'en-US',
  accessibles: { hasOperator: true, hasIndividual: true, products: ['IT', 'HR', 'GA', 'LEGAL', 'MARKETPLACE', 'SETTINGS'] },
};

/**
 * Renders `ui` inside `KanriProviders` (fresh SWR cache) and a memory router at `route`, with
 * `fetcher` in place of the network. Returns Testing Library's result plus the `router`
 * (`router.state.location` shows where the UI navigated).
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const locale = options.locale ?? 'en-US';
  i18n.load(locale, {});
  i18n.activate(locale);
  setApiFetcher(
    options.fetcher ??
      (async (endpoint) => {
        throw new Error(`no fetcher for ${endpoint.method} ${endpoint.path}`);
      }),
  );
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }], { initialEntries: [options.route ?? '/'] });
  setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const result = render(
    <KanriProviders session={options.session ?? null} cacheProvider={() => new Map()}>
      <RouterProvider router={router} />
    </KanriProviders>,
  );
  return Object.assign(result, { router });
}
