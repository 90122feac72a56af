import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeApi, fill, user } from '../../../testing';
import { ids, types } from '../testing';
import { EquipmentTypesPage } from './equipment-types-page';

jest.setTimeout(60_000);

function typesApi(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /v2/equipment-types': { items: types },
    'POST /v2/equipment-types': (input: { body: Record<string, unknown> }) => ({ ...types[0], id: 'new', ...input.body }),
    'PATCH /v2/equipment-types/{id}': (input: { body: Record<string, unknown> }) => ({ ...types[0], ...input.body }),
    'PATCH /v2/equipment-types/{id}/disable': { ...types[0], disabled: true },
    'PATCH /v2/equipment-types/{id}/enable': { ...types[1], disabled: false },
    ...overrides,
  });
}

// ByRole's visibility checks walk antd's large tree slowly in jsdom: `hidden: true` skips them, and
// fields are found by label, buttons by their accessible label or text
/** The open dialog. */
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));
/** The button whose text is `name` inside `scope`. */
const button = (scope: Pick<typeof screen, 'getByText'>, name: string) => scope.getByText(name, { selector: 'button, button *' }).closest('button')!;

describe('EquipmentTypesPage', () => {
  it('lists every type with its state, in the settings frame', async () => {
    renderWithProviders(<EquipmentTypesPage />, { route: '/equipment/settings/equipment-types', fetcher: typesApi().fetcher });
    expect(await screen.findByText('パソコン')).toBeInTheDocument();
    expect(screen.getByText('Equipment settings', { selector: 'h1' })).toBeInTheDocument();
    const [pc, desk] = screen.getAllByRole('row', { hidden: true }).filter((row) => row.hasAttribute('data-row-key')).map((row) => within(row));
    expect(pc!.getByText('Enabled')).toBeInTheDocument();
    expect(pc!.getByLabelText('Disable PC').tagName).toBe('BUTTON');
    expect(desk!.getByText('Disabled')).toBeInTheDocument();
    expect(desk!.getByLabelText('Enable Desk').tagName).toBe('BUTTON');
  });

  it('adds a type with the values typed', async () => {
    const api = typesApi();
    renderWithProviders(<EquipmentTypesPage />, { route: '/equipment/settings/equipment-types', fetcher: api.fetcher });
    await screen.findByText('パソコン');
    await user.click(button(screen, 'Add equipment type'));
    const form = await dialog();
    await fill(form.getByLabelText('Code'), 'CHAIR');
    await fill(form.getByLabelText('Name (Japanese)'), '椅子');
    await fill(form.getByLabelText('Name (English)'), 'Chair');
    await user.click(button(form, 'Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/equipment-types')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/equipment-types')[0]?.input?.body).toEqual({ code: 'CHAIR', nameJa: '椅子', nameEn: 'Chair', displayOrder: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    // the list is fetched again
    await waitFor(() => expect(api.callsTo('GET', '/v2/equipment-types').length).toBeGreaterThan(1));
  });

  it('shows field errors and sends nothing when required fields are empty', async () => {
    const api = typesApi();
    renderWithProviders(<EquipmentTypesPage />, { route: '/equipment/settings/equipment-types', fetcher: api.fetcher });
    await screen.findByText('パソコン');
    await user.click(button(screen, 'Add equipment type'));
    const form = await dialog();
    await fill(form.getByLabelText('Code'), 'bad code!');
    await user.click(button(form, 'Add'));
    expect(await form.findByText('Use letters, digits, hyphens, underscores and periods only')).toBeInTheDocument();
    expect(form.getByLabelText('Name (Japanese)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/v2/equipment-types')).toHaveLength(0);
  });

  it('shows a taken code (409) under the code and keeps the dialog open', async () => {
    const api = typesApi({ 'POST /v2/equipment-types': new ApiError({ status: 409, code: 'CONFLICT', message: 'The code PC is already used.' }) });
    renderWithProviders(<EquipmentTypesPage />, { route: '/equipment/settings/equipment-types', fetcher: api.fetcher });
    await screen.findByText('パソコン');
    await user.click(button(screen, 'Add equipment type'));
    const form = await dialog();
    await fill(form.getByLabelText('Code'), 'PC');
    await fill(form.getByLabelText('Name (Japanese)'), 'パソコン2');
    await user.click(button(form, 'Add'));
    expect(await form.findByText('The code PC is already used.')).toBeInTheDocument();
    expect(form.getByLabelText('Code')).toHaveValue('PC');
  });

  it('maps a 400 answer onto the fields', async () => {
    const api = typesApi({
      'POST /v2/equipment-types': new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid', fieldErrors: [{ path: 'nameJa', message: '名称が長すぎます' }] }),
    });
    renderWithProviders(<EquipmentTypesPage />, { route: '/equipment/settings/equipment-types', fetcher: api.fetcher });
    await screen.findByText('パソコン');
    await user.click(button(screen, 'Add equipment type'));
    const form = await dialog();
    await fill(form.getByLabelText('Code'), 'LONG');
    await fill(form.getByLabelText('Name (Japanese)'), '長い名前');
    await user.click(button(form, 'Add'));
    expect(await form.findByText('名称が長すぎます')).toBeInTheDocument();
  });

  it('edits a type with its current values', async () => {
    const api = typesApi();
    renderWithProviders(<EquipmentTypesPage />, { route: '/equipment/settings/equipment-types', fetcher: api.fetcher });
    await screen.findByText('パソコン');
    await user.click(screen.getByLabelText('Edit PC'));
    const form = await dialog();
    expect(form.getByLabelText('Code')).toHaveValue('PC');
    await user.clear(form.getByLabelText('Name (Japanese)'));
    await fill(form.getByLabelText('Name (Japanese)'), 'ノートパソコン');
    await user.click(button(form, 'Save'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/equipment-types/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/equipment-types/{id}')[0]?.input).toEqual({
      params: { id: ids.pcType },
      body: { code: 'PC', nameJa: 'ノートパソコン', nameEn: 'PC', displayOrder: 1, version: 4 },
    });
  });

  it('keeps what was typed and says the type changed when someone else saved first (409, issue 29); Reload starts again from the current type', async () => {
    const stale = new ApiError({ status: 409, code: 'CONFLICT', message: 'This record was changed by someone else. Reload it and try again.' });
    let reads = 0;
    const api = typesApi({
      // the second read (Reload) sees the other editor's save
      'GET /v2/equipment-types': () => (reads++ === 0 ? { items: types } : { items: [{ ...types[0], nameJa: 'PC（共用）', version: 5 }, types[1]] }),
      'PATCH /v2/equipment-types/{id}': (input: { body: Record<string, unknown> }) => {
        if (input.body.version === 4) throw stale;
        return { ...types[0], ...input.body };
      },
    });
    renderWithProviders(<EquipmentTypesPage />, { route: '/equipment/settings/equipment-types', fetcher: api.fetcher });
    await screen.findByText('パソコン');
    await user.click(screen.getByLabelText('Edit PC'));
    const form = await dialog();
    await user.clear(form.getByLabelText('Name (Japanese)'));
    await fill(form.getByLabelText('Name (Japanese)'), 'ノートパソコン');
    await user.click(button(form, 'Save'));
    expect(await form.findByRole('alert', { hidden: true })).toHaveTextContent('Someone else changed this equipment type while you were editing it.');
    expect(api.callsTo('PATCH', '/v2/equipment-types/{id}')[0]?.input).toMatchObject({ body: { nameJa: 'ノートパソコン', version: 4 } });
    // the dialog stays open with the user's value
    expect(form.getByLabelText('Name (Japanese)')).toHaveValue('ノートパソコン');
    await user.click(button(form, 'Reload'));
    await waitFor(() => expect(form.getByLabelText('Name (Japanese)')).toHaveValue('PC（共用）'));
    expect(form.queryByRole('alert', { hidden: true })).not.toBeInTheDocument();
    // a save now sends the version Reload read
    await user.click(button(form, 'Save'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/equipment-types/{id}')).toHaveLength(2));
    expect(api.callsTo('PATCH', '/v2/equipment-types/{id}')[1]?.input).toMatchObject({ body: { nameJa: 'PC（共用）', version: 5 } });
  });

  it('disables a type after confirmation and enables one directly', async () => {
    const api = typesApi();
    renderWithProviders(<EquipmentTypesPage />, { route: '/equipment/settings/equipment-types', fetcher: api.fetcher });
    await screen.findByText('パソコン');
    await user.click(screen.getByLabelText('Disable PC'));
    const confirm = await dialog();
    expect(confirm.getByText('Disable the equipment type "PC"?', { selector: '.ant-modal-confirm-title, .ant-modal-confirm-title *' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/equipment-types/{id}/disable')).toHaveLength(0);
    await user.click(button(confirm, 'Disable'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/equipment-types/{id}/disable')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/equipment-types/{id}/disable')[0]?.input).toEqual({ params: { id: ids.pcType } });

    await user.click(screen.getByLabelText('Enable Desk'));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/equipment-types/{id}/enable')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/equipment-types/{id}/enable')[0]?.input).toEqual({ params: { id: ids.deskType } });
  });

  it('does not disable when the confirmation is cancelled', async () => {
    const api = typesApi();
    renderWithProviders(<EquipmentTypesPage />, { route: '/equipment/settings/equipment-types', fetcher: api.fetcher });
    await screen.findByText('パソコン');
    await user.click(screen.getByLabelText('Disable PC'));
    await user.click(button(await dialog(), 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/v2/equipment-types/{id}/disable')).toHaveLength(0);
  });
});
