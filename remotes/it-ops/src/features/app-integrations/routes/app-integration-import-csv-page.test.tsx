import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeAppIntegrationsApi, ids, type FakeAnswer } from '../testing';
import { AppIntegrationImportCsvPage } from './app-integration-import-csv-page';

jest.setTimeout(40_000);

const render = (url: string, answer?: FakeAnswer) => {
  const api = fakeAppIntegrationsApi({ answer });
  return { ...renderWithProviders(<AppIntegrationImportCsvPage />, { route: url, path: '/app-integrations/import-csv/:id', fetcher: api.fetcher }), api };
};

describe('AppIntegrationImportCsvPage', () => {
  it("downloads the accounts template and sends the dry run to the integration's import path", async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const answer: FakeAnswer = (call) =>
      call.method === 'GET' && call.path === '/v2/app-users-csv' ? { url: 'https://storage.kanri.example/t.csv', mode: 'edit-template', fileName: 'template_app-users.csv' } : undefined;
    const { api, unmount } = render(`/app-integrations/import-csv/${ids.slack}`, answer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Import accounts from CSV: Slack' })).toBeInTheDocument();
    await userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }).click(await screen.findByRole('button', { name: /Download template/ }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/app-users-csv')).toHaveLength(1));
    expect(api.callsTo('GET', '/v2/app-users-csv')[0]?.query).toEqual({ appIntegrationId: ids.slack, mode: 'edit-template', encoding: 'UTF-8' });
    await waitFor(() => expect(click).toHaveBeenCalled());
    unmount();

    const preview = render(`/app-integrations/import-csv/${ids.slack}?uploadedFileKey=uploads%2Fa.csv&processingState=UPLOADED#preview-file`);
    await waitFor(() => expect(preview.api.callsTo('POST', '/v2/app-integrations/{id}/users-csv')).toHaveLength(1));
    expect(preview.api.callsTo('POST', '/v2/app-integrations/{id}/users-csv')[0]).toMatchObject({ params: { id: ids.slack }, body: { uploadedFileKey: 'uploads/a.csv', dryrun: true } });
    click.mockRestore();
  });

  it('shows not found for an unknown integration', async () => {
    render('/app-integrations/import-csv/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
