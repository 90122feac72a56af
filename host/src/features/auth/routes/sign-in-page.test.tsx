import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { testSession } from '@kanri/runtime/testing';
import { renderAuthPage } from '../testing';
import { SignInPage } from './sign-in-page';

// typing is slow on a loaded machine: no per-key delay, generous timeout
const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

/** Types the demo admin's e-mail and password and signs in. */
async function signInAsAdmin() {
  await user.type(screen.getByLabelText('E-mail address'), 'admin@kanri.example');
  await user.type(screen.getByLabelText('Password'), 'kanri-demo');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it('shows localized field errors for an empty form and sends nothing', async () => {
    const fetcher = jest.fn();
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in', fetcher });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address', async () => {
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in', fetcher: jest.fn() });
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
  });

  it('shows the server error of a failed sign-in', async () => {
    const fetcher = jest.fn(async () => {
      throw new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'The e-mail address or password is wrong.' });
    });
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in?redirect=%2Fplaces', fetcher });
    await user.type(screen.getByLabelText('E-mail address'), 'admin@kanri.example');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail address or password is wrong.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/sign-in');
  });

  it('signs in and goes to the redirect', async () => {
    const fetcher = jest.fn(async () => ({ mfaRequired: false, session: testSession }));
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in?redirect=%2Fplaces%3Fcategory%3DACTIVE', fetcher });
    await user.type(screen.getByLabelText('E-mail address'), 'admin@kanri.example');
    await user.type(screen.getByLabelText('Password'), 'kanri-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/places'));
    expect(window.location.search).toBe('?category=ACTIVE');
    expect(fetcher).toHaveBeenCalledWith(expect.objectContaining({ path: '/v2/auth/sign-in' }), { body: { email: 'admin@kanri.example', password: 'kanri-demo' } });
  });

  it('opens the app in the sign-in page\'s language: a different saved locale is replaced before leaving (issue 30)', async () => {
    const fetcher = jest.fn(async (endpoint: { path: string }) => (endpoint.path === '/v2/auth/sign-in' ? { mfaRequired: false, session: { ...testSession, locale: 'ja-JP' } } : { locale: 'en-US' }));
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in?redirect=%2Fplaces', fetcher });
    await signInAsAdmin();
    await waitFor(() => expect(window.location.pathname).toBe('/places'));
    expect(fetcher).toHaveBeenCalledWith(expect.objectContaining({ method: 'PATCH', path: '/v2/session/locale' }), { body: { locale: 'en-US' } });
    // the save comes before leaving
    expect(fetcher.mock.calls.map(([endpoint]) => endpoint.path)).toEqual(['/v2/auth/sign-in', '/v2/session/locale']);
  });

  it('saves nothing when the saved locale is the page\'s', async () => {
    const fetcher = jest.fn(async () => ({ mfaRequired: false, session: testSession }));
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in', fetcher });
    await signInAsAdmin();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks for the e-mailed code when MFA is required', async () => {
    const fetcher = jest.fn(async () => ({ mfaRequired: true, method: 'email' }));
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in', fetcher });
    await user.type(screen.getByLabelText('E-mail address'), 'admin@kanri.example');
    await user.type(screen.getByLabelText('Password'), 'kanri-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(window.location.search).toBe('?mfa_method=email');
  });

  it('shows the code step for mfa_method=email and validates the code', async () => {
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in?mfa_method=email', fetcher: jest.fn() });
    await user.type(screen.getByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
  });

  it('drops an invalid mfa_method from the URL', async () => {
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in?mfa_method=sms&redirect=%2Fpeople', fetcher: jest.fn() });
    await waitFor(() => expect(window.location.search).toBe('?redirect=%2Fpeople'));
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
  });

  it('says "Invitation not found" for error=invitation_not_found', () => {
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in?error=invitation_not_found', fetcher: jest.fn() });
    expect(screen.getByText('Invitation not found')).toBeInTheDocument();
  });

  it('sends a signed-in user to the redirect', async () => {
    renderAuthPage(<SignInPage />, { route: '/auth/sign-in?redirect=%2Fnetworks', session: testSession, fetcher: jest.fn() });
    await waitFor(() => expect(window.location.pathname).toBe('/networks'));
  });
});
