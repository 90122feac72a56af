import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeApi, fill, user } from '../../../testing';
import { ids, items, laptopDetail, types } from '../testing';
import { EquipmentProfilePage } from './equipment-profile-page';

jest.setTimeout(60_000);

function profileApi(detail: unknown = laptopDetail) {
  return fakeApi({
    'GET /v2/equipment/{id}': detail,
    'GET /v2/equipment-types': { items: types },
    'GET /v2/equipment-items': { items },
    'PATCH /v2/equipment/{id}': (input: { body: Record<string, unknown> }) => ({ ...laptopDetail, ...input.body, version: 4 }),
    'PATCH /v2/equipment/{id}/disable': { ...laptopDetail, disabled: true },
    'PATCH /v2/equipment/{id}/enable': { ...laptopDetail, disabled: false },
  });
}

const open = (api: ReturnType<typeof profileApi>, id = ids.laptop) =>
  renderWithProviders(<EquipmentProfilePage />, { route: `/equipment/${id}`, path: '/equipment/:id', fetcher: api.fetcher });
const button = (scope: Pick<typeof screen, 'getByText'>, name: string) => scope.getByText(name, { selector: 'button, button *' }).closest('button')!;

describe('EquipmentProfilePage', () => {
  it('shows every field of the equipment', async () => {
    const api = profileApi();
    open(api);
    expect(await screen.findByText('ThinkPad X1 Carbon #12', { selector: 'h1 *' })).toBeInTheDocument();
    for (const text of ['KNR-PC-0012', 'PF-4KX9Z2', '21HM-CTO1WW', 'Inventory management', 'Personal assignment', 'Fixed', 'Taro Yamada', 'Docking station included']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Tokyo Head Office').closest('a')).toHaveAttribute('href', `/places/${ids.place}`);
    expect(api.callsTo('GET', '/v2/equipment/{id}')[0]?.input).toEqual({ params: { id: ids.laptop } });
  });

  it('shows the not-found page for an unknown id', async () => {
    open(profileApi(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' })));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not a UUID, without calling the API', async () => {
    const api = profileApi();
    open(api, 'not-an-id');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows other failures with Retry', async () => {
    open(profileApi(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Database is down' })));
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    expect(button(screen, 'Retry')).toBeInTheDocument();
  });

  it('disables the equipment after confirmation', async () => {
    const api = profileApi();
    open(api);
    await screen.findByText('ThinkPad X1 Carbon #12', { selector: 'h1 *' });
    await user.click(button(screen, 'Disable'));
    const confirm = within(await screen.findByRole('dialog', { hidden: true }));
    expect(confirm.getAllByText('Disable "ThinkPad X1 Carbon #12"?').length).toBeGreaterThan(0);
    await user.click(button(confirm, 'Disable'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/equipment/{id}/disable')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/equipment/{id}/disable')[0]?.input).toEqual({ params: { id: ids.laptop } });
  });

  it('enables disabled equipment after confirmation', async () => {
    const api = profileApi({ ...laptopDetail, disabled: true });
    open(api);
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    await user.click(button(screen, 'Enable'));
    await user.click(button(within(await screen.findByRole('dialog', { hidden: true })), 'Enable'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/equipment/{id}/enable')).toHaveLength(1));
  });

  it('edits the equipment and saves it with the version read', async () => {
    const api = profileApi();
    open(api);
    await screen.findByText('ThinkPad X1 Carbon #12', { selector: 'h1 *' });
    await user.click(button(screen, 'Edit'));
    expect(screen.getByLabelText('Equipment name')).toHaveValue('ThinkPad X1 Carbon #12');
    await user.clear(screen.getByLabelText('Memo'));
    await fill(screen.getByLabelText('Memo'), 'Returned the dock');
    await user.click(button(screen, 'Save'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/equipment/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/equipment/{id}')[0]?.input).toEqual({
      params: { id: ids.laptop },
      body: {
        name: 'ThinkPad X1 Carbon #12',
        equipmentTypeId: ids.pcType,
        equipmentItemId: ids.thinkpadItem,
        model: '21HM-CTO1WW',
        serialNumber: 'PF-4KX9Z2',
        assetTag: 'KNR-PC-0012',
        managementType: 'INVENTORY',
        status: 'IN_USE',
        usageType: 'PERSONAL_ASSIGNMENT',
        placementType: 'FIXED',
        locationStatus: 'IN_USE',
        assignedPersonId: ids.person,
        placementPlaceId: ids.place,
        memo: 'Returned the dock',
        version: 3,
      },
    });
    await waitFor(() => expect(screen.queryByLabelText('Equipment name')).not.toBeInTheDocument());
  });

  it('reports a concurrent save (409) and keeps the form', async () => {
    const api = fakeApi({
      'GET /v2/equipment/{id}': laptopDetail,
      'GET /v2/equipment-types': { items: types },
      'GET /v2/equipment-items': { items },
      'PATCH /v2/equipment/{id}': new ApiError({ status: 409, code: 'CONFLICT', message: 'Someone else saved this equipment. Reload to see the changes.' }),
    });
    open(api as ReturnType<typeof profileApi>);
    await screen.findByText('ThinkPad X1 Carbon #12', { selector: 'h1 *' });
    await user.click(button(screen, 'Edit'));
    await user.click(button(screen, 'Save'));
    expect(await screen.findByText('Someone else saved this equipment. Reload to see the changes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Equipment name')).toBeInTheDocument();
  });
});
