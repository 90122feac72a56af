import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fill, user } from '../../../testing';
import { fakeFleetsApi, ids, prius } from '../testing';
import { FleetDetailPage } from './fleet-detail-page';

jest.setTimeout(90_000);

const render = (api: ReturnType<typeof fakeFleetsApi>, id: string = ids.prius) =>
  renderWithProviders(<FleetDetailPage />, { route: `/fleets/${id}`, path: '/fleets/:id', fetcher: api.fetcher });

describe('FleetDetailPage', () => {
  it('shows the vehicle with its due dates, details and mileage history', async () => {
    const api = fakeFleetsApi();
    render(api);
    expect(await screen.findByRole('heading', { level: 1, name: '営業車 プリウス 01' })).toBeInTheDocument();
    expect(screen.getByText('品川 300 あ 12-34 · トヨタ プリウス')).toBeInTheDocument();
    expect(screen.getByText('Leased')).toBeInTheDocument();
    expect(screen.getByText('トヨタレンタリース')).toBeInTheDocument();
    expect(screen.getByText('東京海上日動')).toBeInTheDocument();
    expect(await screen.findByText('48,210')).toBeInTheDocument();
  });

  it('shows not found for an unknown vehicle', async () => {
    render(fakeFleetsApi(), ids.hiace);
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it('records mileage: a reading below the last one is refused under the field, the corrected one is recorded', async () => {
    let attempts = 0;
    const api = fakeFleetsApi({
      answer: (call) => {
        if (call.method !== 'POST' || call.path !== '/v2/fleets/{id}/mileage') return undefined;
        attempts += 1;
        if (attempts === 1) {
          return new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Check the highlighted fields.', fieldErrors: [{ path: 'mileageKm', message: 'The mileage cannot be lower than the previous reading (48,210 km).' }] });
        }
        return { id: 'b2', recordedOn: '2026-11-26', mileageKm: 48500, recordedBy: '山田 太郎' };
      },
    });
    render(api);
    const km = await screen.findByLabelText('Odometer (km)');
    const record = () => screen.getByText('Record mileage', { selector: 'button *' }).closest('button')!;
    await fill(km, '40000');
    await user.click(record());
    expect(await screen.findAllByText('The mileage cannot be lower than the previous reading (48,210 km).')).not.toHaveLength(0);
    await waitFor(() => expect(km).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(record()).not.toHaveClass('ant-btn-loading'));
    await user.clear(km);
    await fill(km, '48500');
    await user.click(record());
    expect(await screen.findByText('The mileage was recorded.')).toBeInTheDocument();
    const posts = api.callsTo('POST', '/v2/fleets/{id}/mileage');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.params).toEqual({ id: ids.prius });
    expect(posts[1]?.body).toMatchObject({ mileageKm: 48500 });
  });

  it('titles the vehicle by the name the API shows, lists the name typed and the English name, and edits both as stored (issue 30)', async () => {
    // an English screen: the API answers `name` in English, `nameJa` / `nameEn` as stored
    const english = { ...prius, name: 'Prius 01' };
    const api = fakeFleetsApi({
      answer: (call) =>
        call.method === 'GET' && call.path === '/v2/fleets/{id}' ? english : call.method === 'PATCH' ? { ...english, ...(call.body as object), name: 'Sales car Prius 01', id: ids.prius } : undefined,
    });
    render(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prius 01' })).toBeInTheDocument();
    expect(screen.getByText('営業車 プリウス 01')).toBeInTheDocument();
    expect(screen.getByText('English vehicle name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    expect(await screen.findByLabelText('Vehicle name')).toHaveValue('営業車 プリウス 01');
    const nameEn = screen.getByLabelText('English vehicle name');
    expect(nameEn).toHaveValue('Prius 01');
    await user.clear(nameEn);
    await fill(nameEn, 'Sales car Prius 01');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/fleets/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/fleets/{id}')[0]?.body).toMatchObject({ name: '営業車 プリウス 01', nameEn: 'Sales car Prius 01', version: 2 });
  });

  it('retires the vehicle after a confirm, sending every field with RETIRED and the version read', async () => {
    const api = fakeFleetsApi({ answer: (call) => (call.method === 'PATCH' ? { ...(call.body as object), id: ids.prius } : undefined) });
    render(api);
    await screen.findByRole('heading', { level: 1, name: '営業車 プリウス 01' });
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Retire this vehicle?');
    await user.click(screen.getAllByRole('button', { name: 'Retire' }).at(-1)!);
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/fleets/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/fleets/{id}')[0]?.body).toMatchObject({ status: 'RETIRED', version: 2, registrationNumber: '品川 300 あ 12-34', placeId: ids.place, assignedPersonId: ids.person });
  });
});
