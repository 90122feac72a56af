import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { PlacesImportCsvPage } from './places-import-csv-page';
import { EquipmentImportCsvPage } from './equipment-import-csv-page';

const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

function exportApi() {
  const calls: string[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    calls.push(`${endpoint.method} ${endpoint.path} ${JSON.stringify(input?.query ?? {})}`);
    return { url: '/v2/storage/exports/x', mode: 'edit-template', fileName: 'template.csv' };
  };
  return { calls, fetcher };
}

beforeEach(() => jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('PlacesImportCsvPage', () => {
  it('opens the upload step of the places wizard, whose template comes from /v2/places-csv', async () => {
    const api = exportApi();
    const { router } = renderWithProviders(<PlacesImportCsvPage />, { route: '/places/import-csv', fetcher: api.fetcher });
    expect(screen.getByRole('heading', { level: 1, name: 'Import places from CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Places' })).toHaveAttribute('href', '/places');
    await waitFor(() => expect(router.state.location.hash).toBe('#upload-file'));
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(api.calls).toEqual(['GET /v2/places-csv {"mode":"edit-template","encoding":"UTF-8"}']));
  });
});

describe('EquipmentImportCsvPage', () => {
  it('links a finished import to /equipment', async () => {
    renderWithProviders(<EquipmentImportCsvPage />, { route: '/equipment/import-csv?uploadedFileKey=k&processingState=IMPORTED#import-data', fetcher: exportApi().fetcher });
    expect(screen.getByRole('heading', { level: 1, name: 'Import equipment from CSV' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to equipment' })).toHaveAttribute('href', '/equipment');
  });
});
