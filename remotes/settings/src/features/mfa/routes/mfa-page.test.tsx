import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { MfaPage } from './mfa-page';

jest.setTimeout(20_000);

/** A fake of the MFA calls: the company's setting held in memory, every PATCH recorded. */
function mfaApi(initial: boolean, failPatch = false) {
  let enabled = initial;
  const patches: unknown[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    if (endpoint.method === 'PATCH') {
      patches.push(input?.body);
      if (failPatch) throw new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'The server failed' });
      enabled = (input?.body as { enabled: boolean }).enabled;
    }
    return { email: { enabled } };
  };
  return { patches, fetcher };
}

describe('MfaPage', () => {
  it('turns e-mail codes on only after the confirm, and off at once', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mfaApi(false);
    renderWithProviders(<MfaPage />, { route: '/settings/persons/mfa', fetcher: api.fetcher });
    const toggle = await screen.findByRole('switch', { name: 'E-mail one-time code' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Off: a password alone signs people in.')).toBeInTheDocument();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.patches).toEqual([]);

    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(api.patches).toEqual([{ enabled: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'E-mail one-time code' })).toBeChecked());
    expect(await screen.findByText('E-mail codes at sign-in are now required.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'E-mail one-time code' }));
    await waitFor(() => expect(api.patches).toEqual([{ enabled: true }, { enabled: false }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'E-mail one-time code' })).not.toBeChecked());
  });

  it('keeps the setting and says so when the change fails', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mfaApi(true, true);
    renderWithProviders(<MfaPage />, { route: '/settings/persons/mfa', fetcher: api.fetcher });
    const toggle = await screen.findByRole('switch', { name: 'E-mail one-time code' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('The setting could not be changed.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'E-mail one-time code' })).toBeChecked();
  });
});
