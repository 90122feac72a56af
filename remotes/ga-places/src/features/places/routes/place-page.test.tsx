import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeApi, fill, user } from '../../../testing';
import { placeIds, placeTypes, tokyoDetail } from '../testing';
import { PlacePage } from './place-page';

jest.setTimeout(60_000);

function placeApi(detail: unknown = tokyoDetail, update: unknown = tokyoDetail) {
  return fakeApi({ 'GET /v2/places/{id}': detail, 'GET /v2/place-types': { items: placeTypes }, 'PATCH /v2/places/{id}': update });
}

const open = (api: ReturnType<typeof placeApi>, id = placeIds.tokyo) => renderWithProviders(<PlacePage />, { route: `/places/${id}`, path: '/places/:id', fetcher: api.fetcher });
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;

describe('PlacePage', () => {
  it('shows every field of the place', async () => {
    open(placeApi());
    expect(await screen.findByText('Tokyo Head Office', { selector: 'h1 *' })).toBeInTheDocument();
    for (const text of ['TKY-001', '東京本社', '東京都千代田区丸の内1-1', '03-1234-5678', 'Head office', '04/01/2019']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('tokyo@kanri.example')).toHaveAttribute('href', 'mailto:tokyo@kanri.example');
    expect(screen.getByText('https://kanri.example/tokyo')).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
  });

  it('shows the not-found page for an unknown place and for an id that is not a UUID', async () => {
    open(placeApi(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' })));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('does not call the API for an id that is not a UUID', async () => {
    const api = placeApi();
    open(api, 'tokyo');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/places/{id}')).toHaveLength(0);
  });

  it('edits the place', async () => {
    const api = placeApi();
    open(api);
    await screen.findByText('Tokyo Head Office', { selector: 'h1 *' });
    await user.click(button('Edit'));
    expect(screen.getByLabelText('Place code')).toHaveValue('TKY-001');
    // the English name equals the Japanese one only when none was given: here it differs, so it shows
    expect(screen.getByLabelText('Place name (English)')).toHaveValue('Tokyo Head Office');
    await user.clear(screen.getByLabelText('Phone number'));
    await fill(screen.getByLabelText('Phone number'), '03-9999-0000');
    await user.click(button('Save'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/places/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/places/{id}')[0]?.input).toEqual({
      params: { id: placeIds.tokyo },
      body: {
        code: 'TKY-001',
        nameJa: '東京本社',
        nameEn: 'Tokyo Head Office',
        status: 'ACTIVE',
        email: 'tokyo@kanri.example',
        phoneNumber: '03-9999-0000',
        website: 'https://kanri.example/tokyo',
        addressJa: '東京都千代田区丸の内1-1',
        addressEn: '1-1 Marunouchi, Chiyoda-ku, Tokyo',
        establishedDate: '2019-04-01',
        businessPlaceTypeId: null,
        officeTypeId: placeIds.headOffice,
        ownershipTypeId: null,
        version: 3,
      },
    });
    await waitFor(() => expect(screen.queryByLabelText('Place code')).not.toBeInTheDocument());
  });

  it('keeps what was typed and says the place changed when someone else saved first (409, issue 29)', async () => {
    const stale = new ApiError({ status: 409, code: 'CONFLICT', message: 'This record was changed by someone else. Reload it and try again.' });
    const api = placeApi(tokyoDetail, stale);
    open(api);
    await screen.findByText('Tokyo Head Office', { selector: 'h1 *' });
    await user.click(button('Edit'));
    await user.clear(screen.getByLabelText('Phone number'));
    await fill(screen.getByLabelText('Phone number'), '03-9999-0000');
    await user.click(button('Save'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this place while you were editing it.');
    expect(api.callsTo('PATCH', '/v2/places/{id}')[0]?.input).toMatchObject({ body: { phoneNumber: '03-9999-0000', version: 3 } });
    // still editing, with the user's value
    expect(screen.getByLabelText('Phone number')).toHaveValue('03-9999-0000');
    expect(button('Reload')).toBeInTheDocument();
  });
});
