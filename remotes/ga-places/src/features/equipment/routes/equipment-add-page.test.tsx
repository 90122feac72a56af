import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeApi, fill, user } from '../../../testing';
import { ids, items, types } from '../testing';
import { EquipmentAddPage } from './equipment-add-page';

jest.setTimeout(60_000);

const newId = '66666666-6666-4666-8666-666666666666';

function addApi(create: unknown = { id: newId }) {
  return fakeApi({
    'GET /v2/equipment-types': { items: types.filter((type) => !type.disabled) },
    'GET /v2/equipment-items': { items },
    'POST /v2/equipment': create,
  });
}

const submit = () => screen.getByText('Add', { selector: 'button *' }).closest('button')!;

async function chooseType() {
  await user.click(screen.getByLabelText('Equipment type'));
  await user.click(await screen.findByTitle('PC'));
}

describe('EquipmentAddPage', () => {
  it('shows the required fields’ errors and sends nothing', async () => {
    const api = addApi();
    renderWithProviders(<EquipmentAddPage />, { route: '/equipment/add', fetcher: api.fetcher });
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Equipment name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Equipment type')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('POST', '/v2/equipment')).toHaveLength(0);
  });

  it('adds equipment and opens its profile', async () => {
    const api = addApi();
    const { router } = renderWithProviders(<EquipmentAddPage />, { route: '/equipment/add', fetcher: api.fetcher });
    await fill(screen.getByLabelText('Equipment name'), 'ThinkPad X1 Carbon #13');
    await chooseType();
    await user.click(screen.getByLabelText('Equipment item'));
    await user.click(await screen.findByTitle('ThinkPad X1 Carbon Gen 11'));
    await fill(screen.getByLabelText('Asset tag'), 'KNR-PC-0013');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/equipment/${newId}`));
    expect(api.callsTo('POST', '/v2/equipment')[0]?.input?.body).toEqual({
      name: 'ThinkPad X1 Carbon #13',
      equipmentTypeId: ids.pcType,
      equipmentItemId: ids.thinkpadItem,
      model: null,
      serialNumber: null,
      assetTag: 'KNR-PC-0013',
      managementType: null,
      status: 'STORED',
      usageType: null,
      placementType: null,
      locationStatus: null,
      assignedPersonId: null,
      placementPlaceId: null,
      memo: null,
    });
  });

  it('puts the server’s 400 field errors under the fields and keeps the values', async () => {
    const api = addApi(
      new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid input', fieldErrors: [{ path: 'assetTag', message: 'This asset tag is already used.' }] }),
    );
    const { router } = renderWithProviders(<EquipmentAddPage />, { route: '/equipment/add', fetcher: api.fetcher });
    await fill(screen.getByLabelText('Equipment name'), 'Monitor');
    await chooseType();
    await fill(screen.getByLabelText('Asset tag'), 'KNR-PC-0012');
    await user.click(submit());
    expect(await screen.findByText('This asset tag is already used.')).toBeInTheDocument();
    expect(screen.getByLabelText('Asset tag')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Equipment name')).toHaveValue('Monitor');
    expect(router.state.location.pathname).toBe('/equipment/add');
  });
});
