import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { localizedLabel } from '@kanri/runtime';
import { moduleLabelFor, paletteRoutes } from './navigation';

/** The product's name in every browser tab (a name, the same in every language). */
const productName = 'kanri';

const authTitles: Record<string, MessageDescriptor> = {
  '/auth/sign-in': msg`Sign in`,
  '/auth/invitation': msg`Invitation`,
};

/**
 * What a browser tab says for `pathname` (issue 9 "The shell"), in `i18n`'s language: the screen's
 * name from the remotes' palette entries (`Network list`, `Add network`), else its module's
 * (`Networks` for a network's page), else `null` (the tab then reads just "kanri").
 */
export function pageTitleFor(pathname: string, i18n: I18n): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const auth = Object.entries(authTitles).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (auth) return i18n._(auth[1]);
  const label = paletteRoutes().find((r) => r.path === path)?.label ?? moduleLabelFor(path);
  return label ? localizedLabel(label, i18n.locale) : null;
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
    document.title = documentTitle(pageTitleFor(pathname, i18n));
  }, [pathname, i18n]);
}
