import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fill, user } from '../../../testing';
import { fakeFleetsApi, ids } from '../testing';
import { FleetAddPage } from './fleet-add-page';
import { FleetAddSelectPage } from './fleet-add-select-page';

jest.setTimeout(90_000);

const submit = () => screen.getByText('Add', { selector: 'button *' }).closest('button')!;

describe('FleetAddSelectPage → FleetAddPage', () => {
  it('offers a card per vehicle type, each opening the add form of that type', async () => {
    renderWithProviders(<FleetAddSelectPage />, { route: '/fleets/add-select' });
    for (const name of ['Car', 'Kei car', 'Van', 'Truck', 'Motorcycle']) expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Kei car/ })).toHaveAttribute('href', '/fleets/add?mainType=KEI_CAR');
  });

  it.each(['', '?mainType=BUS'])('sends %s (a missing or unknown type) to the type choice', async (query) => {
    const api = fakeFleetsApi();
    const { router } = renderWithProviders(<FleetAddPage />, { route: `/fleets/add${query}`, path: '/fleets/add', fetcher: api.fetcher });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleets/add-select'));
  });

  it('refuses an incomplete form, then a taken registration number (409 on the field), then adds the corrected vehicle', async () => {
    let attempts = 0;
    const api = fakeFleetsApi({
      answer: (call) => {
        if (call.method !== 'POST' || call.path !== '/v2/fleets') return undefined;
        attempts += 1;
        if (attempts === 1) {
          return new ApiError({ status: 409, code: 'CONFLICT', message: 'Another vehicle already has this registration number.', fieldErrors: [{ path: 'registrationNumber', message: 'Another vehicle already has this registration number.' }] });
        }
        return { id: ids.created };
      },
    });
    const { router } = renderWithProviders(<FleetAddPage />, { route: '/fleets/add?mainType=VAN', path: '/fleets/add', fetcher: api.fetcher });
    expect(await screen.findByRole('heading', { name: 'Add vehicle: Van' })).toBeInTheDocument();
    expect(screen.getByLabelText('English vehicle name')).toHaveValue('');
    // 1. client validation: nothing is sent
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Vehicle name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Registration number')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/v2/fleets')).toHaveLength(0);
    // 2. the server refuses the plate: the error is under the field, the button usable again
    await fill(screen.getByLabelText('Vehicle name'), '配送バン テスト');
    await fill(screen.getByLabelText('English vehicle name'), 'Delivery van test');
    await fill(screen.getByLabelText('Registration number'), '品川 400 し 88-01');
    await fill(screen.getByLabelText('Maker'), 'トヨタ');
    await fill(screen.getByLabelText('Model'), 'ハイエース');
    await user.click(submit());
    expect(await screen.findAllByText('Another vehicle already has this registration number.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Registration number')).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(submit()).not.toHaveClass('ant-btn-loading'));
    // 3. corrected: added, and the new vehicle's page opens
    await user.clear(screen.getByLabelText('Registration number'));
    await fill(screen.getByLabelText('Registration number'), '品川 400 し 88-02');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fleets/${ids.created}`));
    const posts = api.callsTo('POST', '/v2/fleets');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toMatchObject({ mainType: 'VAN', name: '配送バン テスト', nameEn: 'Delivery van test', registrationNumber: '品川 400 し 88-02', maker: 'トヨタ', model: 'ハイエース', ownership: 'OWNED', mileageKm: null, placeId: null });
  });
});
