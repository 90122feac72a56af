import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { CheckOutDeviceBody } from '@kanri/contracts';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { fakeDevicesApi, ids, laptop, type FakeAnswer } from '../testing';
import { DeviceProfilePage } from './device-profile-page';

jest.setTimeout(40_000);

function renderProfile(url: string, options: { answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeDevicesApi({ answer: options.answer });
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<DeviceProfilePage />, { route: url, path: '/profile/device/:id/:tab?', fetcher: api.fetcher, locale: options.locale });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;

describe('DeviceProfilePage', () => {
  it('opens the first tab, keeps the tab in the URL and shows the header', async () => {
    const { router, user } = renderProfile(`/profile/device/${ids.laptop}`);
    expect(await screen.findByText('MacBook Pro 14 (Sato)', { selector: 'h1, h1 *' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/device/${ids.laptop}/monitoring`));
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(await screen.findByText('No monitoring data')).toBeInTheDocument();

    await user.click(tab('Configuration'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/device/${ids.laptop}/configuration`));
    expect(await screen.findByText('C02XK1')).toBeInTheDocument();
    expect(screen.getByText('macOS')).toBeInTheDocument();

    await user.click(tab('MDM'));
    expect(await screen.findByText('Not managed by an MDM')).toBeInTheDocument();
  });

  it('shows not found for an unknown device', async () => {
    renderProfile('/profile/device/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it("shows the lifecycle timeline and the server's refusal of an event", async () => {
    const refusal = 'The event date cannot be before the latest event (04/01/2025).';
    const { api, user } = renderProfile(`/profile/device/${ids.laptop}/lifecycle`, {
      answer: (call) =>
        call.method === 'POST' && call.path === '/v2/devices/{id}/lifecycle-events'
          ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: refusal, fieldErrors: [{ path: 'occurredOn', message: refusal }] })
          : undefined,
    });
    const timeline = await screen.findByRole('list', { name: 'Lifecycle events' });
    expect(await within(timeline).findByText('Procured')).toBeInTheDocument();
    expect(within(timeline).getByText('Recorded by Taro Yamada')).toBeInTheDocument();
    // only what the state allows is offered
    await user.click(screen.getByRole('combobox', { name: /Event/ }));
    expect(await screen.findByText('Troubled', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(screen.queryByText('Ordered', { selector: '.ant-select-item-option-content' })).toBeNull();
    await user.click(screen.getByText('Decommissioned', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Record event' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/devices/{id}/lifecycle-events')[0]?.body).toMatchObject({ event: 'DECOMMISSIONED', version: laptop.version });
  });

  it('checks the device out to a person with the version read', async () => {
    const { api, user } = renderProfile(`/profile/device/${ids.laptop}/status`, {
      answer: (call) => (call.method === 'POST' && call.path === '/v2/devices/{id}/checkout' ? { ...laptop, canCheckOut: false, canCheckIn: true, version: 3 } : undefined),
    });
    expect(await screen.findByText('Nobody (in stock)')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Person/ }));
    await user.click(await screen.findByText('Hanako Sato'));
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/devices/{id}/checkout')).toHaveLength(1));
    const body = api.callsTo('POST', '/v2/devices/{id}/checkout')[0]?.body as CheckOutDeviceBody;
    expect(body).toMatchObject({ personId: ids.person, placeId: null, version: 2 });
    expect(body.checkedOutOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText('The device was checked out.')).toBeInTheDocument();
  });

  it('edits the fields on the configuration tab and sends the version read, without create-only fields', async () => {
    const { api, user, router } = renderProfile(`/profile/device/${ids.laptop}/monitoring`, {
      answer: (call) => (call.method === 'PATCH' ? { ...laptop, assetTag: 'AS-200', version: 3 } : undefined),
    });
    await screen.findByText('No monitoring data');
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/device/${ids.laptop}/configuration`));
    const assetTag = await screen.findByLabelText('Asset tag');
    await user.clear(assetTag);
    await user.type(assetTag, 'AS-200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/devices/{id}')).toHaveLength(1));
    const body = api.callsTo('PATCH', '/v2/devices/{id}')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ assetTag: 'AS-200', name: laptop.name, genre: 'LAPTOP', memoryGb: 16, version: 2 });
    expect(body).not.toHaveProperty('initialEvent');
    expect(body).not.toHaveProperty('assignedPersonId');
  });

  it('shows the tabs in Japanese', async () => {
    renderProfile(`/profile/device/${ids.laptop}/monitoring`, { locale: 'ja-JP' });
    expect(await screen.findByText('モニタリングデータはありません')).toBeInTheDocument();
    expect(tab('ライフサイクル')).toBeInTheDocument();
    expect(screen.getByText('在庫')).toBeInTheDocument();
  });
});
