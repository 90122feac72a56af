import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { CreateDeviceBody } from '@kanri/contracts';
import { fakeDevicesApi, ids, type FakeAnswer } from '../testing';
import { DeviceAddPage } from './device-add-page';

jest.setTimeout(40_000);

function renderAdd(deviceType: string, answer?: FakeAnswer) {
  const api = fakeDevicesApi({ answer });
  const result = renderWithProviders(<DeviceAddPage />, { route: `/devices/add/${deviceType}`, path: '/devices/add/:deviceType', fetcher: api.fetcher });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('DeviceAddPage', () => {
  it("shows only the genre's fields: a laptop has OS and storage, a monitor has neither", async () => {
    const laptop = renderAdd('laptop');
    expect(await screen.findByText('Add a device: Laptop', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByLabelText('OS')).toBeInTheDocument();
    expect(screen.getByLabelText('Memory (GB)')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Storage' })).toBeInTheDocument();
    laptop.unmount();

    renderAdd('monitor');
    expect(await screen.findByText('Add a device: Monitor', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Network')).toBeInTheDocument();
    expect(screen.queryByLabelText('OS')).toBeNull();
    expect(screen.queryByLabelText('Memory (GB)')).toBeNull();
  });

  it('shows not found for a deviceType that is not a genre', async () => {
    renderAdd('toaster');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('marks the fields the contract refuses and sends nothing', async () => {
    const { api, user } = renderAdd('laptop');
    await screen.findByText('Add a device: Laptop', { selector: 'h1' });
    await user.type(screen.getByLabelText('Purchase date'), '2026-05-01{Enter}');
    await user.type(screen.getByLabelText('Lease end date'), '2026-04-01{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    expect(await screen.findByText('Validation error: please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Device name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Lease end date')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/v2/devices')).toHaveLength(0);
  });

  it("puts a 400's field errors under the fields", async () => {
    const { api, user } = renderAdd('laptop', (call) =>
      call.method === 'POST'
        ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Check the highlighted fields.', fieldErrors: [{ path: 'deviceTag', message: 'This device tag is already used by another device.' }] })
        : undefined,
    );
    await screen.findByText('Add a device: Laptop', { selector: 'h1' });
    await user.type(screen.getByLabelText(/^Device name/), 'Spare laptop');
    await user.type(screen.getByLabelText('Device tag'), 'DV-00001');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    expect(await screen.findByText('This device tag is already used by another device.')).toBeInTheDocument();
    expect(screen.getByLabelText('Device tag')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/v2/devices')).toHaveLength(1);
  });

  it('adds a monitor with its genre and lands on the completed step', async () => {
    const { api, user, router } = renderAdd('monitor', (call) => (call.method === 'POST' ? { id: ids.monitor } : undefined));
    await screen.findByText('Add a device: Monitor', { selector: 'h1' });
    await user.type(screen.getByLabelText(/^Device name/), 'Meeting room display');
    await user.type(screen.getByLabelText('Purchase price (JPY)'), '54000');
    await user.click(screen.getByRole('button', { name: 'Add device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/add/monitor/completed'));
    expect(router.state.location.search).toBe(`?addedDeviceID=${ids.monitor}`);
    const body = api.callsTo('POST', '/v2/devices')[0]?.body as CreateDeviceBody;
    expect(body).toMatchObject({ name: 'Meeting room display', genre: 'MONITOR', purchasePrice: 54000, initialEvent: 'PROCURED', os: null, memoryGb: null });
  });
});
