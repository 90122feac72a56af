import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeApi, fill, user } from '../../../testing';
import { ids, items, types } from '../testing';
import { EquipmentItemsPage } from './equipment-items-page';

jest.setTimeout(60_000);

function itemsApi(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /v2/equipment-types': { items: types },
    'GET /v2/equipment-items': { items },
    'POST /v2/equipment-items': (input: { body: Record<string, unknown> }) => ({ ...items[0], id: 'new', ...input.body }),
    'PATCH /v2/equipment-items/{id}': (input: { body: Record<string, unknown> }) => ({ ...items[0], ...input.body }),
    'PATCH /v2/equipment-items/{id}/disable': { ...items[0], disabled: true },
    'PATCH /v2/equipment-items/{id}/enable': { ...items[0], disabled: false },
    ...overrides,
  });
}

// `hidden: true` skips ByRole's slow visibility checks in jsdom
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));
const button = (scope: Pick<typeof screen, 'getByText'>, name: string) => scope.getByText(name, { selector: 'button, button *' }).closest('button')!;

/** Opens the page, edits the ThinkPad's model to `model` and saves; answers the dialog. */
async function saveModel(api: ReturnType<typeof itemsApi>, model: string) {
  renderWithProviders(<EquipmentItemsPage />, { route: '/equipment/settings/equipment-items', fetcher: api.fetcher });
  await screen.findByText('Lenovo');
  await user.click(screen.getByLabelText('Edit ThinkPad X1 Carbon Gen 11'));
  const form = await dialog();
  await user.clear(form.getByLabelText('Model'));
  await fill(form.getByLabelText('Model'), model);
  await user.click(button(form, 'Save'));
  return form;
}

describe('EquipmentItemsPage', () => {
  it('lists every item with its type, maker and model', async () => {
    renderWithProviders(<EquipmentItemsPage />, { route: '/equipment/settings/equipment-items', fetcher: itemsApi().fetcher });
    expect(await screen.findByText('ThinkPad X1 Carbon 第11世代')).toBeInTheDocument();
    expect(screen.getByText('Lenovo')).toBeInTheDocument();
    expect(screen.getByText('X1-G11')).toBeInTheDocument();
    expect(screen.getByText('Equipment items', { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('adds an item of a chosen type', async () => {
    const api = itemsApi();
    renderWithProviders(<EquipmentItemsPage />, { route: '/equipment/settings/equipment-items', fetcher: api.fetcher });
    await screen.findByText('Lenovo');
    await user.click(button(screen, 'Add equipment item'));
    const form = await dialog();
    await user.click(form.getByLabelText('Equipment type'));
    // only enabled types are offered for a new item
    expect(screen.queryByTitle('Desk')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('PC'));
    await fill(form.getByLabelText('Code'), 'MBP-14');
    await fill(form.getByLabelText('Name (Japanese)'), 'MacBook Pro 14インチ');
    await fill(form.getByLabelText('Maker'), 'Apple');
    await user.click(button(form, 'Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/equipment-items')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/equipment-items')[0]?.input?.body).toEqual({
      equipmentTypeId: ids.pcType,
      code: 'MBP-14',
      nameJa: 'MacBook Pro 14インチ',
      nameEn: null,
      maker: 'Apple',
      model: null,
      displayOrder: 0,
    });
  });

  it('requires the equipment type', async () => {
    const api = itemsApi();
    renderWithProviders(<EquipmentItemsPage />, { route: '/equipment/settings/equipment-items', fetcher: api.fetcher });
    await screen.findByText('Lenovo');
    await user.click(button(screen, 'Add equipment item'));
    const form = await dialog();
    await fill(form.getByLabelText('Code'), 'X');
    await fill(form.getByLabelText('Name (Japanese)'), 'X');
    await user.click(button(form, 'Add'));
    await waitFor(() => expect(form.getByLabelText('Equipment type')).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo('POST', '/v2/equipment-items')).toHaveLength(0);
  });

  it('edits an item and disables it after confirmation', async () => {
    const api = itemsApi();
    await saveModel(api, '21HN');
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/equipment-items/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/equipment-items/{id}')[0]?.input).toMatchObject({ params: { id: ids.thinkpadItem }, body: { model: '21HN', code: 'X1-G11', equipmentTypeId: ids.pcType, version: 2 } });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

    await user.click(screen.getByLabelText('Disable ThinkPad X1 Carbon Gen 11'));
    await user.click(button(await dialog(), 'Disable'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/equipment-items/{id}/disable')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/equipment-items/{id}/disable')[0]?.input).toEqual({ params: { id: ids.thinkpadItem } });
  });

  it('keeps what was typed and says the item changed when someone else saved first (409, issue 29)', async () => {
    const api = itemsApi({ 'PATCH /v2/equipment-items/{id}': new ApiError({ status: 409, code: 'CONFLICT', message: 'This record was changed by someone else. Reload it and try again.' }) });
    const form = await saveModel(api, '21HN');
    expect(await form.findByRole('alert', { hidden: true })).toHaveTextContent('Someone else changed this equipment item while you were editing it.');
    expect(api.callsTo('PATCH', '/v2/equipment-items/{id}')[0]?.input).toMatchObject({ body: { model: '21HN', version: 2 } });
    expect(form.getByLabelText('Model')).toHaveValue('21HN');
    expect(button(form, 'Reload')).toBeInTheDocument();
  });
});
