import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeFeatureApi } from '@kanri/ui';
import { PublicIdImportCsvPage, publicIdTypeOfSegment } from './public-id-import-csv-page';

jest.setTimeout(60_000);

describe('PublicIdImportCsvPage', () => {
  it('imports one public ID type: the title names it and the template is that type\'s', async () => {
    const api = fakeFeatureApi({ 'GET /v2/public-ids-csv': { url: '/v2/storage/objects/x', mode: 'edit-template', fileName: 'template_public-ids-travel-document.csv' } });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<PublicIdImportCsvPage />, { route: '/public-ids/import-csv/TRAVEL_DOCUMENT', path: '/public-ids/import-csv/:publicIdType', fetcher: api.fetcher });
    expect(screen.getByRole('heading', { name: 'Import public IDs from CSV: Travel document (passport)' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/public-ids-csv')).toHaveLength(1));
    expect(api.callsTo('GET', '/v2/public-ids-csv')[0]?.query).toMatchObject({ mode: 'edit-template', publicIdType: 'TRAVEL_DOCUMENT' });
    click.mockRestore();
  });

  it('an unknown type is not found', () => {
    renderWithProviders(<PublicIdImportCsvPage />, { route: '/public-ids/import-csv/ALL', path: '/public-ids/import-csv/:publicIdType' });
    expect(screen.getByText(/not found/i)).toBeInTheDocument();
    expect(publicIdTypeOfSegment('NATIONAL_ID')).toBe('NATIONAL_ID');
    expect(publicIdTypeOfSegment('national_id')).toBeNull();
  });
});
