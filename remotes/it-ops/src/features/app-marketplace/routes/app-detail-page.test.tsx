import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { customAppMarkerId } from '@kanri/contracts';
import { fakeMarketplaceApi, ids, type FakeAnswer } from '../testing';
import { AppDetailPage } from './app-detail-page';
import { InstallFinishPage } from './install-finish-page';

jest.setTimeout(40_000);

function renderDetail(route: string, answer?: FakeAnswer) {
  const api = fakeMarketplaceApi({ answer });
  const result = renderWithProviders(<AppDetailPage />, { route, path: '/software/marketplace/:id', fetcher: api.fetcher });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

function renderFinish(search: string) {
  return renderWithProviders(<InstallFinishPage />, { route: `/software/marketplace/${ids.smarthr}/install/finish${search}`, path: '/software/marketplace/:id/install/finish' });
}

const params = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('Marketplace app page', () => {
  it("shows the app's description, site and features, and links an integrated app to its integration", async () => {
    renderDetail(`/software/marketplace/${ids.slack}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Slack/ })).toBeInTheDocument();
    expect(screen.getByText('Channel-based business messaging.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://slack.com/' })).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['User provisioning', 'Single sign-on']);
    expect(screen.getByRole('link', { name: 'Open the integration' })).toHaveAttribute('href', `/app-integrations/${ids.integration}`);
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it.each([
    ['the custom-app marker', customAppMarkerId],
    ['an unknown id', '9f9f9f9f-0000-4000-8000-000000000000'],
    ['a non-UUID id', 'slack'],
  ])('is not found for %s', async (_, id) => {
    const { api } = renderDetail(`/software/marketplace/${id}`);
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    // the marker and a non-UUID are never asked for
    if (id !== '9f9f9f9f-0000-4000-8000-000000000000') expect(api.callsTo('GET', '/v2/apps/{id}')).toHaveLength(0);
  });

  it('opens the install dialog from the URL, installs, and goes to the finish page with the new integration', async () => {
    const { api, router, user } = renderDetail(`/software/marketplace/${ids.smarthr}?installDialogDefaultOpen=true`, (call) =>
      call.method === 'POST' ? { appIntegrationId: ids.created } : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Install SmartHR' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tenant name/ }), 'acme-hr');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/software/marketplace/${ids.smarthr}/install/finish`));
    expect(api.callsTo('POST', '/v2/apps/{id}/install')[0]).toMatchObject({ params: { id: ids.smarthr }, body: { integratedTenantName: 'acme-hr' } });
    expect(params(router).get('result')).toBe('success');
    expect(params(router).get('appIntegrationId')).toBe(ids.created);
  });

  it('keeps a refused tenant name in the dialog with its message, and sends another failure to the finish page', async () => {
    let status = 400;
    const { api, router, user } = renderDetail(`/software/marketplace/${ids.smarthr}`, (call) =>
      call.method === 'POST'
        ? status === 400
          ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'integratedTenantName', message: 'The tenant name cannot be only spaces' }] })
          : new ApiError({ status: 409, code: 'CONFLICT', message: 'This app is already integrated. Open its integration instead.' })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install SmartHR' });
    // the client refuses an empty name before sending
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/apps/{id}/install')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Tenant name/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByText('The tenant name cannot be only spaces')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/software/marketplace/${ids.smarthr}`);
    status = 409;
    await user.type(within(dialog).getByRole('textbox', { name: /Tenant name/ }), 'y');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/software/marketplace/${ids.smarthr}/install/finish`));
    expect(params(router).get('result')).toBe('error');
    expect(params(router).get('errorMessage')).toBe('This app is already integrated. Open its integration instead.');
  });
});

describe('Install finish page', () => {
  it('replaces itself with the integration page on success', async () => {
    const { router } = renderFinish(`?result=success&appIntegrationId=${ids.created}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app-integrations/${ids.created}`));
    // replace: going back does not return to the finish page
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the error message with plus signs as spaces and the way back', async () => {
    renderFinish('?result=error&errorMessage=Tenant+not+found%2Bagain');
    expect(await screen.findByText('Tenant not found again')).toBeInTheDocument();
    expect(screen.getByText('The app could not be installed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', `/software/marketplace/${ids.smarthr}`);
  });

  it.each([[''], ['?result=success'], ['?result=maybe']])('says the result is unknown for "%s"', async (search) => {
    const { router } = renderFinish(search);
    expect(await screen.findByText('The result of the installation is not known.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/software/marketplace/${ids.smarthr}/install/finish`);
  });
});
