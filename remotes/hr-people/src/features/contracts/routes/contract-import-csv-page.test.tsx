import { screen } from '@testing-library/react';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeContractsApi } from '../testing';
import { ContractImportCsvPage } from './contract-import-csv-page';

jest.setTimeout(30_000);

describe('ContractImportCsvPage', () => {
  it('imports contracts of the URL type through the shared wizard, the template per type', async () => {
    const api = fakeContractsApi();
    renderWithProviders(<ContractImportCsvPage />, { route: '/contract/import-csv/saas-software', path: '/contract/import-csv/:contractType', fetcher: api.fetcher });
    expect(await screen.findByRole('heading', { level: 1, name: 'Import contracts from CSV: SaaS software' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contracts' })).toHaveAttribute('href', '/contract?contractType=SAAS_SOFTWARE');
    expect(screen.getByText(/If any row has an error, nothing is imported/)).toBeInTheDocument();
  });

  it('an unknown contract type is not found', async () => {
    renderWithProviders(<ContractImportCsvPage />, { route: '/contract/import-csv/robot', path: '/contract/import-csv/:contractType', fetcher: fakeContractsApi().fetcher });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
