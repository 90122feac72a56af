import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointDef } from '@kanri/contracts';
import { ApiError, i18n } from '@kanri/runtime';
import { testSession } from '@kanri/runtime/testing';
import { renderAuthPage } from './testing';
import { AuthApp } from './auth-app';

const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

const invitation = { email: 'new@kanri.example', givenName: 'Ken', familyName: 'Sato', middleName: null };

describe('AuthApp (auth.html)', () => {
  it('shows the page of the URL with its tab title, and an unknown invitation moves to sign-in without a reload', async () => {
    const fetcher = jest.fn(async () => {
      throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'not found' });
    });
    const { left } = renderAuthPage(<AuthApp />, { route: '/auth/invitation/nope', fetcher });
    expect(document.title).toBe('Invitation – kanri');
    expect(await screen.findByText('Invitation not found')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/auth/sign-in?error=invitation_not_found');
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
    expect(document.title).toBe('Sign in – kanri');
    expect(left).toEqual([]);
  });

  it('an accepted invitation that needs the e-mailed code continues on the code step of the same page', async () => {
    const fetcher = jest.fn(async (endpoint: EndpointDef) => (endpoint.method === 'GET' ? invitation : { mfaRequired: true, method: 'email' }));
    const { left } = renderAuthPage(<AuthApp />, { route: '/auth/invitation/abc-123', fetcher });
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Accept and sign in' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(window.location.search).toBe('?mfa_method=email');
    expect(left).toEqual([]);
  });

  it('signing in leaves the auth page with a full page load of the redirect', async () => {
    const fetcher = jest.fn(async () => ({ mfaRequired: false, session: testSession }));
    const { left } = renderAuthPage(<AuthApp />, { route: '/auth/sign-in?redirect=%2Fplaces%3Fcategory%3DACTIVE', fetcher });
    await user.type(screen.getByLabelText('E-mail address'), 'admin@kanri.example');
    await user.type(screen.getByLabelText('Password'), 'kanri-demo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(left).toEqual(['/places?category=ACTIVE']));
  });

  it('the password can be shown and hidden again', async () => {
    renderAuthPage(<AuthApp />, { route: '/auth/sign-in', fetcher: jest.fn() });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('the language switch activates Japanese; it saves the choice only for a signed-in visitor', async () => {
    const fetcher = jest.fn(async () => ({ locale: 'ja-JP' }));
    renderAuthPage(<AuthApp />, { route: '/auth/sign-in', fetcher });
    const switcher = screen.getByRole('radiogroup', { name: 'Language' });
    expect(switcher).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '日本語' }));
    await waitFor(() => expect(i18n.locale).toBe('ja-JP'));
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.getByRole('radio', { name: '日本語' })).toBeChecked();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("a signed-in visitor's language choice is saved to the session", async () => {
    const fetcher = jest.fn(async (endpoint: EndpointDef) => (endpoint.method === 'GET' ? invitation : { locale: 'ja-JP' }));
    renderAuthPage(<AuthApp />, { route: '/auth/invitation/abc-123', fetcher, session: testSession });
    await screen.findByText('new@kanri.example');
    await user.click(screen.getByRole('radio', { name: '日本語' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith(expect.objectContaining({ path: '/v2/session/locale' }), { body: { locale: 'ja-JP' } }));
    expect(i18n.locale).toBe('ja-JP');
  });
});
