import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAuthLocation } from './auth-location';
import { SignInPage } from './routes/sign-in-page';
import { InvitationPage } from './routes/invitation-page';

/** The product's name in every browser tab, as the shell writes it (app/document-title.ts). */
const productName = 'kanri';

/**
 * The auth page: the sign-in page or the invitation page by the URL's path (the two move between
 * each other without a reload), with the browser tab's title `{page} – kanri` in the active
 * language. Rendered by `auth.html` (auth-page.tsx) and, when a server sends the shell's page for
 * an auth URL, by the shell's fallback route.
 */
export function AuthApp() {
  const { t } = useLingui();
  const { pathname } = useAuthLocation();
  const invitation = pathname.startsWith('/auth/invitation/');
  const title = invitation ? t`Invitation` : t`Sign in`;
  useEffect(() => {
    document.title = [title, productName].join(' – ');
  }, [title]);
  return invitation ? <InvitationPage /> : <SignInPage />;
}
