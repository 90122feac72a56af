import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeFeatureApi } from '@kanri/ui';
import { PersonImportCsvPage } from './person-import-csv-page';

jest.setTimeout(60_000);

describe('PersonImportCsvPage', () => {
  it('imports one worker type: the title names it and the template is that type\'s', async () => {
    const api = fakeFeatureApi({ 'GET /v2/person-import-csv': { url: '/v2/storage/objects/x', mode: 'edit-template', fileName: 'template_people-contractor.csv' } });
    renderWithProviders(<PersonImportCsvPage />, { route: '/person/import-csv/contractor', path: '/person/import-csv/:workerType', fetcher: api.fetcher });
    expect(screen.getByRole('heading', { name: 'Import people from CSV: Contractor' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/person-import-csv')).toHaveLength(1));
    expect(api.callsTo('GET', '/v2/person-import-csv')[0]?.query).toMatchObject({ mode: 'edit-template', workerType: 'CONTRACTOR' });
  });

  it('an unknown worker type is not found', () => {
    renderWithProviders(<PersonImportCsvPage />, { route: '/person/import-csv/robots', path: '/person/import-csv/:workerType' });
    expect(screen.getByText(/not found/i)).toBeInTheDocument();
  });
});
