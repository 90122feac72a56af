import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { devicesCsvEndpoints, equipmentCsvEndpoints, placesCsvEndpoints } from '@kanri/contracts';
import { CsvExportButton, ListExportButtons } from './csv-export-button';
import { csvExportFileName } from './csv-export-file-name';

const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

let downloads: { href: string; download: string }[] = [];
beforeEach(() => {
  downloads = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute('href')!, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

function exportApi(answer: (query: Record<string, unknown>) => unknown) {
  const queries: Record<string, unknown>[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    const query = input?.query as Record<string, unknown>;
    queries.push({ path: endpoint.path, ...query });
    const result = answer(query);
    if (result instanceof ApiError) throw result;
    return result;
  };
  return { queries, fetcher };
}

describe('CsvExportButton', () => {
  it('exports the template and downloads it under the answer’s file name', async () => {
    const api = exportApi((q) => ({ url: '/v2/storage/exports/t1', mode: q.mode, fileName: 'template_places.csv' }));
    renderWithProviders(<CsvExportButton endpoint={placesCsvEndpoints.export} mode="edit-template" name="places" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(downloads).toEqual([{ href: '/v2/storage/exports/t1', download: 'template_places.csv' }]));
    expect(api.queries).toEqual([{ path: '/v2/places-csv', mode: 'edit-template', encoding: 'UTF-8' }]);
  });

  it('names the file itself when the answer gives no name', async () => {
    const api = exportApi((q) => ({ url: '/v2/storage/exports/e1', mode: q.mode, fileName: '' }));
    renderWithProviders(<CsvExportButton endpoint={placesCsvEndpoints.export} mode="edit" name="places" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('button', { name: 'Export current data' }));
    await waitFor(() => expect(downloads).toEqual([{ href: '/v2/storage/exports/e1', download: 'places.csv' }]));
  });

  it('exports the list view with its filters as {module}-export-{date}.csv', async () => {
    const api = exportApi((q) => ({ url: '/v2/storage/exports/v1', mode: q.mode, fileName: '' }));
    renderWithProviders(
      <CsvExportButton endpoint={equipmentCsvEndpoints.export} mode="view" name="equipment" filters={{ category: 'DISPOSED', freeText: 'PC' }} />,
      { fetcher: api.fetcher },
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.download).toBe(csvExportFileName('equipment', 'view'));
    expect(downloads[0]!.download).toMatch(/^equipment-export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(api.queries[0]).toEqual({ path: '/v2/equipment-csv', category: 'DISPOSED', freeText: 'PC', mode: 'view', encoding: 'UTF-8' });
  });

  it('shows the failure and downloads nothing', async () => {
    const api = exportApi(() => new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Export failed on the server' }));
    renderWithProviders(<CsvExportButton endpoint={placesCsvEndpoints.export} mode="edit" name="places" />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('button', { name: 'Export current data' }));
    expect(await screen.findByText('Export failed on the server')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});

describe('ListExportButtons (issue 31: every list to Excel)', () => {
  const filters = { category: 'IN_USED', genres: ['LAPTOP'], freeText: 'mac', sortColumn: 'DEVICE_TAG', sortOrder: 'desc' };
  const columns = ['DEVICE_TAG', 'NAME', 'holder'];

  it('offers CSV and Excel; Excel sends format=xlsx with the list’s filters, sort and visible columns in order, and saves .xlsx', async () => {
    const api = exportApi((q) => ({ url: '/v2/storage/objects/v.xlsx', mode: q.mode, fileName: '' }));
    renderWithProviders(<ListExportButtons endpoint={devicesCsvEndpoints.export} name="devices" filters={filters} columns={columns} />, { fetcher: api.fetcher });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(api.queries[0]).toEqual({ path: '/v2/devices-csv', ...filters, mode: 'view', encoding: 'UTF-8', format: 'xlsx', columns });
    expect(downloads[0]!.download).toMatch(/^devices-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('CSV sends the same search and columns without a format, and uses the answer’s file name', async () => {
    const api = exportApi((q) => ({ url: '/v2/storage/objects/v.csv', mode: q.mode, fileName: 'devices-export-2026-11-29.csv' }));
    renderWithProviders(<ListExportButtons endpoint={devicesCsvEndpoints.export} name="devices" filters={filters} columns={columns} />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual([{ href: '/v2/storage/objects/v.csv', download: 'devices-export-2026-11-29.csv' }]));
    expect(api.queries[0]).toEqual({ path: '/v2/devices-csv', ...filters, mode: 'view', encoding: 'UTF-8', columns });
  });

  it('without visible columns sends none (the file has every column)', async () => {
    const api = exportApi((q) => ({ url: '/v2/storage/objects/v.xlsx', mode: q.mode, fileName: '' }));
    renderWithProviders(<ListExportButtons endpoint={devicesCsvEndpoints.export} name="devices" filters={filters} />, { fetcher: api.fetcher });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(api.queries).toHaveLength(1));
    expect(api.queries[0]).not.toHaveProperty('columns');
  });
});
