import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { Session } from '@kanri/contracts';
import { i18n, setApiFetcher, type ApiFetcher } from '@kanri/runtime';
import { AuthPageEnvContext } from './auth-location';

/**
 * Renders an auth page as `auth.html` does (no router, no shell providers) at `route` (jsdom's URL),
 * in en-US with `fetcher` in place of the network and `session` as the start-up session. Leaving
 * the page (a full page load in the browser) is recorded in `left` and moves jsdom's URL there, so
 * `window.location` shows where the page went.
 */
export function renderAuthPage(ui: ReactElement, options: { route: string; fetcher?: ApiFetcher; session?: Session | null }): RenderResult & { left: string[] } {
  i18n.load('en-US', {});
  i18n.activate('en-US');
  setApiFetcher(
    options.fetcher ??
      (async (endpoint) => {
        throw new Error(`no fetcher for ${endpoint.method} ${endpoint.path}`);
      }),
  );
  window.history.replaceState(null, '', options.route);
  const left: string[] = [];
  const leave = (to: string) => {
    left.push(to);
    window.history.replaceState(null, '', to);
  };
  const result = render(
    <I18nProvider i18n={i18n}>
      <AuthPageEnvContext value={{ session: options.session ?? null, leave, localeShortcut: false }}>{ui}</AuthPageEnvContext>
    </I18nProvider>,
  );
  return Object.assign(result, { left });
}
