import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { moduleLabelFor, paletteRoutes } from './navigation';

/** The product's name in every browser tab (a name, the same in every language). */
const productName = 'kanri';

const authTitles: Record<string, MessageDescriptor> = {
  '/auth/sign-in': msg`Sign in`,
  '/auth/invitation': msg`Invitation`,
};

/**
 * What a browser tab says for `pathname` (issue 9 "The shell"): the screen's name from the static
 * route table (`Network list`, `Add network`), else its module's (`Networks` for a network's page),
 * else nothing (the tab then reads just "kanri").
 */
export function pageTitleFor(pathname: string): MessageDescriptor | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const auth = Object.entries(authTitles).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (auth) return auth[1];
  const exact = paletteRoutes.find((r) => r.path === path);
  if (exact) return exact.label;
  return moduleLabelFor(path);
}

/** A browser tab's text for a page name (already in the user's language): `{page} – kanri`, or `kanri`. */
export function documentTitle(page: string | null): string {
  return page ? `${page} – ${productName}` : productName;
}

/**
 * Keeps `document.title` as `{page} – kanri` for the current location and language, so browser
 * tabs and history read well.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  useEffect(() => {
    const page = pageTitleFor(pathname);
    document.title = documentTitle(page ? i18n._(page) : null);
  }, [pathname, i18n]);
}
