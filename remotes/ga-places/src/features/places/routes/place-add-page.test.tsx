import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeApi, fill, user } from '../../../testing';
import { placeIds, placeTypes } from '../testing';
import { PlaceAddPage } from './place-add-page';

jest.setTimeout(60_000);

const newId = '9f2e6b8a-4c8d-4f2a-9c73-2eab4b5d3c33';

function addApi(create: unknown = { id: newId }) {
  return fakeApi({ 'GET /v2/place-types': { items: placeTypes }, 'POST /v2/places': create });
}

const submit = () => screen.getByText('Add', { selector: 'button *' }).closest('button')!;

describe('PlaceAddPage', () => {
  it('shows the required fields’ errors and sends nothing', async () => {
    const api = addApi();
    renderWithProviders(<PlaceAddPage />, { route: '/places/add', fetcher: api.fetcher });
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Place code')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Place name (Japanese)')).toHaveAttribute('aria-invalid', 'true');
    // the first invalid field takes the focus
    await waitFor(() => expect(screen.getByLabelText('Place code')).toHaveFocus());
    expect(api.callsTo('POST', '/v2/places')).toHaveLength(0);
  });

  it('explains an invalid e-mail and website under their fields', async () => {
    const api = addApi();
    renderWithProviders(<PlaceAddPage />, { route: '/places/add', fetcher: api.fetcher });
    await fill(screen.getByLabelText('Place code'), 'OSA-002');
    await fill(screen.getByLabelText('Place name (Japanese)'), '大阪支店');
    await fill(screen.getByLabelText('E-mail'), 'osaka@');
    await fill(screen.getByLabelText('Website'), 'kanri.example');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter a URL starting with http:// or https://')).toBeInTheDocument();
    expect(screen.getByLabelText('Place code')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/v2/places')).toHaveLength(0);
  });

  it('adds a place with every field of 000 §3 and opens its page', async () => {
    const api = addApi();
    const { router } = renderWithProviders(<PlaceAddPage />, { route: '/places/add', fetcher: api.fetcher });
    await fill(screen.getByLabelText('Place code'), 'OSA-002');
    await fill(screen.getByLabelText('Place name (Japanese)'), '大阪支店');
    await fill(screen.getByLabelText('Place name (English)'), 'Osaka Branch');
    await fill(screen.getByLabelText('E-mail'), 'osaka@kanri.example');
    await fill(screen.getByLabelText('Phone number'), '06-1234-5678');
    await fill(screen.getByLabelText('Website'), 'https://kanri.example/osaka');
    await fill(screen.getByLabelText('Address (Japanese)'), '大阪府大阪市北区梅田1-1');
    await user.click(screen.getByLabelText('Office type'));
    await user.click(await screen.findByTitle('Head office'));
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/places/${newId}`));
    expect(api.callsTo('POST', '/v2/places')[0]?.input?.body).toEqual({
      code: 'OSA-002',
      nameJa: '大阪支店',
      nameEn: 'Osaka Branch',
      status: 'ACTIVE',
      email: 'osaka@kanri.example',
      phoneNumber: '06-1234-5678',
      website: 'https://kanri.example/osaka',
      addressJa: '大阪府大阪市北区梅田1-1',
      addressEn: null,
      establishedDate: null,
      businessPlaceTypeId: null,
      officeTypeId: placeIds.headOffice,
      ownershipTypeId: null,
    });
  });

  it('shows a taken code (409) under the code', async () => {
    const api = addApi(new ApiError({ status: 409, code: 'CONFLICT', message: 'The code TKY-001 is already used.' }));
    const { router } = renderWithProviders(<PlaceAddPage />, { route: '/places/add', fetcher: api.fetcher });
    await fill(screen.getByLabelText('Place code'), 'TKY-001');
    await fill(screen.getByLabelText('Place name (Japanese)'), '東京本社');
    await user.click(submit());
    expect(await screen.findByText('The code TKY-001 is already used.')).toBeInTheDocument();
    expect(screen.getByLabelText('Place code')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/places/add');
  });

  it('maps the server’s 400 field errors onto the fields', async () => {
    const api = addApi(
      new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid input', fieldErrors: [{ path: 'officeTypeId', message: 'Choose an office type.' }] }),
    );
    renderWithProviders(<PlaceAddPage />, { route: '/places/add', fetcher: api.fetcher });
    await fill(screen.getByLabelText('Place code'), 'NGY-001');
    await fill(screen.getByLabelText('Place name (Japanese)'), '名古屋支店');
    await user.click(submit());
    expect(await screen.findByText('Choose an office type.')).toBeInTheDocument();
    expect(screen.getByLabelText('Place name (Japanese)')).toHaveValue('名古屋支店');
  });
});
