import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointDef } from '@kanri/contracts';
import { ApiError } from '@kanri/runtime';
import { testSession } from '@kanri/runtime/testing';
import { renderAuthPage } from '../testing';
import { InvitationPage } from './invitation-page';

// typing is slow on a loaded machine: no per-key delay, generous timeout
const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

const invitation = { email: 'new@kanri.example', givenName: 'Ken', familyName: 'Sato', middleName: null };

/** Answers the invitation GET; `accept` answers (or throws for) the accept POST. */
function invitationFetcher(accept: () => Promise<unknown>) {
  return jest.fn(async (endpoint: EndpointDef) => (endpoint.method === 'GET' ? invitation : accept()));
}

async function fillPasswords(password: string, confirmation: string) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Accept and sign in' }));
}

describe('InvitationPage', () => {
  const route = { route: '/auth/invitation/abc-123' };

  it('shows the invited person and checks that the passwords match before sending', async () => {
    const fetcher = invitationFetcher(async () => ({ mfaRequired: false, session: testSession }));
    renderAuthPage(<InvitationPage />, { ...route, fetcher });
    expect(await screen.findByText('new@kanri.example')).toBeInTheDocument();
    await fillPasswords('a-new-password', 'another-password');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('accepts with the new password and goes home', async () => {
    const fetcher = invitationFetcher(async () => ({ mfaRequired: false, session: testSession }));
    renderAuthPage(<InvitationPage />, { ...route, fetcher });
    await fillPasswords('a-new-password', 'a-new-password');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(fetcher).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/v2/invitations/{invitationCode}/accept' }), {
      params: { invitationCode: 'abc-123' },
      body: { password: 'a-new-password' },
    });
  });

  it('says "Invitation is invalid" when the accept call answers 410', async () => {
    const fetcher = invitationFetcher(async () => {
      throw new ApiError({ status: 410, code: 'INVITATION_EXPIRED', message: 'expired' });
    });
    renderAuthPage(<InvitationPage />, { ...route, fetcher });
    await fillPasswords('a-new-password', 'a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invitation is invalid');
  });
});
