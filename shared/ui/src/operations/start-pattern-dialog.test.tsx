import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { StartPatternDialog } from './start-pattern-dialog';
import { fakePackagesApi, ids, packageRow, patternRow } from './packages-testing';

jest.setTimeout(60_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const startPath = '/v2/labor-core/operation-packages/{id}/patterns/{patternId}';
const workers = {
  items: [
    { personId: ids.person, name: 'Hanako Sato', primaryWorkerEmail: 'hanako@kanri.example', avatarUrl: null },
    { personId: ids.otherPerson, name: 'Jiro Suzuki', primaryWorkerEmail: 'jiro@kanri.example', avatarUrl: null },
  ],
};

/** Chooses `name` in the dialog's worker picker. */
async function addWorker(dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /People/ }));
  await user.click(await screen.findByTitle(name));
}

describe('StartPatternDialog', () => {
  it('refuses a start without subjects, then starts for the chosen people and shows their instances', async () => {
    const api = fakePackagesApi('/v2/labor-core', {}, (call) => {
      if (call.path === '/v2/workers-for-select') return workers;
      if (call.method === 'POST' && call.path === startPath) return { requestId: ids.request, instanceIds: [ids.instance, ids.onboarding] };
      return undefined;
    });
    const onStarted = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(<StartPatternDialog core="LABOR" operationPackage={packageRow()} pattern={patternRow()} open onClose={onClose} onStarted={onStarted} />, { fetcher: api.fetcher });

    const dialog = await screen.findByRole('dialog', { name: 'Start April joiners' });
    // device choices belong to device packages only
    expect(within(dialog).queryByText('Devices to include')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', startPath)).toHaveLength(0);

    await addWorker(dialog, 'Hanako Sato');
    await addWorker(dialog, 'Jiro Suzuki');
    const chosen = within(dialog).getByRole('list', { name: 'Chosen subjects' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hanako Sato×', 'Jiro Suzuki×']);
    await user.click(within(chosen).getByLabelText('Remove Jiro Suzuki'));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('Title'), 'April 2026 joiners');

    // the refused submit did not leave the button busy: this one goes out
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo('POST', startPath)).toHaveLength(1));
    const call = api.callsTo('POST', startPath)[0]!;
    expect(call.params).toEqual({ id: ids.onboarding, patternId: ids.aprilPattern });
    expect(call.body).toEqual({ anchorDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), title: 'April 2026 joiners', subjectIds: [ids.person], deviceCategories: null });
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith({ requestId: ids.request, instanceIds: [ids.instance, ids.onboarding] }));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Started 2 instances.')).toBeInTheDocument();
  });

  it("shows the server's 409 under the subjects and keeps what was chosen", async () => {
    const api = fakePackagesApi('/v2/labor-core', {}, (call) => {
      if (call.path === '/v2/workers-for-select') return workers;
      if (call.method === 'POST' && call.path === startPath)
        return new ApiError({ status: 409, code: 'CONFLICT', message: 'A subject already has this pattern in progress.', fieldErrors: [{ path: 'subjectIds', message: 'A subject already has this pattern in progress. Finish or abort that instance first.' }] });
      return undefined;
    });
    const onClose = jest.fn();
    renderWithProviders(<StartPatternDialog core="LABOR" operationPackage={packageRow()} pattern={patternRow()} open onClose={onClose} />, { fetcher: api.fetcher });
    const dialog = await screen.findByRole('dialog');
    await addWorker(dialog, 'Hanako Sato');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('A subject already has this pattern in progress. Finish or abort that instance first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Hanako Sato');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts a device inventory for every device in use or installed and opens the inventory of the new request', async () => {
    const api = fakePackagesApi('/v2/it-operation-core', {}, (call) => {
      if (call.method === 'POST' && call.path === '/v2/it-operation-core/operation-packages/{id}/patterns/{patternId}') return { requestId: ids.request, instanceIds: [ids.instance] };
      return undefined;
    });
    const inventory = packageRow({ core: 'IT', id: ids.inventory, kind: 'DEVICE_INVENTORY', subjectKind: 'DEVICE', name: 'Annual device inventory' });
    const { router } = renderWithProviders(
      <StartPatternDialog core="IT" operationPackage={inventory} pattern={patternRow({ id: ids.inventoryPattern, name: 'FY2026 inventory' })} open onClose={jest.fn()} />,
      { fetcher: api.fetcher, route: `/it-operation-core/packages/${ids.inventory}` },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Start FY2026 inventory' });
    await user.click(within(dialog).getByRole('radio', { name: 'All devices in use or installed' }));
    const groups = within(dialog).getByRole('group', { name: 'Device groups' });
    expect(within(groups).getByRole('checkbox', { name: 'Devices in use by a person' })).toBeChecked();
    // no group left: refused on the client
    await user.click(within(groups).getByRole('checkbox', { name: 'Devices in use by a person' }));
    await user.click(within(groups).getByRole('checkbox', { name: 'Devices installed at a place' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    await user.click(within(groups).getByRole('checkbox', { name: 'Devices in use by a person' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it-operation-core/device-inventory'));
    expect(router.state.location.search).toBe(`?patternId=${ids.inventoryPattern}&requestId=${ids.request}`);
    expect(api.callsTo('POST', '/v2/it-operation-core/operation-packages/{id}/patterns/{patternId}')[0]?.body).toMatchObject({ subjectIds: null, deviceCategories: ['IN_USED'] });
  });

  it('shows "no device in these groups" under the device groups, where the user chose them', async () => {
    const api = fakePackagesApi('/v2/it-operation-core', {}, (call) =>
      call.method === 'POST' ? new ApiError({ status: 400, code: 'VALIDATION', message: 'Validation error', fieldErrors: [{ path: 'subjectIds', message: 'No device is in the chosen categories.' }] }) : undefined,
    );
    const inventory = packageRow({ core: 'IT', id: ids.inventory, kind: 'DEVICE_INVENTORY', subjectKind: 'DEVICE', name: 'Annual device inventory' });
    renderWithProviders(<StartPatternDialog core="IT" operationPackage={inventory} pattern={patternRow({ id: ids.inventoryPattern, name: 'FY2026 inventory' })} open onClose={jest.fn()} />, { fetcher: api.fetcher });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'All devices in use or installed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    const groups = within(dialog).getByRole('group', { name: 'Device groups' });
    expect(await within(dialog).findByText('No device is in the chosen categories.')).toBeInTheDocument();
    expect(groups).toHaveAttribute('aria-invalid', 'true');
  });
});
