import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeLicensesApi, ids, type FakeAnswer } from '../testing';
import { LicenseAddPage } from './license-add-page';
import { LicenseAddSelectPage } from './license-add-select-page';
import { LicenseAddCompletedPage } from './license-add-completed-page';

jest.setTimeout(40_000);

function renderAdd(route: string, answer?: FakeAnswer) {
  const api = fakeLicensesApi({ answer: answer ?? ((call) => (call.method === 'POST' ? { id: ids.created } : undefined)) });
  const result = renderWithProviders(<LicenseAddPage />, { route, path: '/licenses/add/:allocationType', fetcher: api.fetcher });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('License add flow', () => {
  it('offers the four allocation types, keeping the search', async () => {
    renderWithProviders(<LicenseAddSelectPage />, { route: `/licenses/add?softwareId=${ids.software}` });
    expect(screen.getByRole('link', { name: 'SaaS' })).toHaveAttribute('href', `/licenses/add/SAAS?softwareId=${ids.software}`);
    expect(screen.getByRole('link', { name: 'Scratch-built' })).toHaveAttribute('href', `/licenses/add/SCRATCH?softwareId=${ids.software}`);
    expect(within(screen.getByRole('list', { name: 'Allocation types' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('prefills from softwareId, posts the payload and lands on the completed page', async () => {
    const { api, router, user } = renderAdd(`/licenses/add/SAAS?softwareId=${ids.software}&appIntegrationId=app-9`);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /License name/ })).toHaveValue('Slack'));
    expect(screen.getByRole('textbox', { name: /Vendor/ })).toHaveValue('Slack Technologies');
    expect(screen.getByRole('textbox', { name: /App integration ID/ })).toHaveValue('app-9');
    await user.type(screen.getByRole('spinbutton', { name: /Seats/ }), '25');
    await user.click(screen.getByRole('button', { name: 'Add license' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/licenses')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/licenses')[0]?.body).toMatchObject({
      licenseName: 'Slack', allocationType: 'SAAS', softwareId: ids.software, appIntegrationId: 'app-9', vendorName: 'Slack Technologies', seatsTotal: 25, perUnitBasis: 'LICENSE_SEAT', currency: 'JPY',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses/add/SAAS/completed'));
    expect(new URLSearchParams(router.state.location.search).get('addedLicenseID')).toBe(ids.created);
    expect(new URLSearchParams(router.state.location.search).get('licenseName')).toBe('Slack');
  });

  it('shows field errors: client rules before sending, server field errors after', async () => {
    const { api, user } = renderAdd('/licenses/add/INSTALLED', (call) =>
      call.method === 'POST'
        ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'softwareId', message: 'This software was not found.' }] })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add license' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(api.callsTo('POST', '/v2/licenses')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /License name/ }), 'Acrobat');
    await user.type(screen.getByRole('spinbutton', { name: /Seats/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Add license' }));
    expect(await screen.findByText('This software was not found.')).toBeInTheDocument();
  });

  it('an unknown allocation type is not found', async () => {
    renderAdd('/licenses/add/FLOPPY');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it('the completed page links to the new license', async () => {
    renderWithProviders(<LicenseAddCompletedPage />, { route: `/licenses/add/SAAS/completed?addedLicenseID=${ids.created}&licenseName=Slack`, path: '/licenses/add/:allocationType/completed' });
    expect(screen.getByText('The license "Slack" was added.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the license' })).toHaveAttribute('href', `/licenses/${ids.created}`);
    expect(screen.getByRole('link', { name: 'Add another license' })).toHaveAttribute('href', '/licenses/add/SAAS');
  });
});
