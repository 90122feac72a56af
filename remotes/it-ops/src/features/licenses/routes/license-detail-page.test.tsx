import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { fakeLicensesApi, ids, type FakeAnswer } from '../testing';
import { LicenseDetailPage } from './license-detail-page';

jest.setTimeout(40_000);

function renderDetail(options: { route?: string; answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeLicensesApi({ answer: options.answer });
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<LicenseDetailPage />, { route: options.route ?? `/licenses/${ids.license}`, path: '/licenses/:id/:tab?', fetcher: api.fetcher, locale: options.locale });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** Opens a picker (by its label) and chooses the option with `name`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
    if (!found) throw new Error(`The option ${name} is not listed`);
    return found;
  });
  await user.click(option);
}

describe('LicenseDetailPage', () => {
  it('opens the people tab first and shows seats used of the total, the expiry and the holders', async () => {
    const { router } = renderDetail();
    expect(await screen.findByText('Slack', { selector: 'h1, h1 *' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/licenses/${ids.license}/people`));
    expect(await screen.findByText('Hanako Sato')).toBeInTheDocument();
    expect(screen.getAllByText('2 / 3 seats').length).toBeGreaterThan(0);
    expect(screen.getByText('03/31/2027')).toBeInTheDocument();
  });

  it('the devices tab lists device seats (none yet) and offers the device picker', async () => {
    const { api } = renderDetail({ route: `/licenses/${ids.license}/devices` });
    expect(await screen.findByText('No device holds a seat of this license yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Device to assign' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/licenses/{id}/assignments').at(-1)?.query).toEqual({ assigneeType: 'DEVICE' });
  });

  it('assigns a seat, and shows the server refusal when every seat is taken', async () => {
    let full = false;
    const { api, user } = renderDetail({
      answer: (call) => {
        if (call.method !== 'POST' || call.path !== '/v2/licenses/{id}/assignments') return undefined;
        if (full) return new ApiError({ status: 409, code: 'CONFLICT', message: 'All seats of this license are in use. Unassign a seat or raise the number of seats first.' });
        full = true;
        return { id: ids.seat };
      },
    });
    await screen.findByText('Hanako Sato');
    await choose(user, 'Person to assign', 'Jiro Suzuki');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/licenses/{id}/assignments')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/licenses/{id}/assignments')[0]?.body).toEqual({ assigneeType: 'PERSON', personId: ids.otherPerson });

    await choose(user, 'Person to assign', 'Jiro Suzuki');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText(/All seats of this license are in use/)).toBeInTheDocument();
  });

  it('unassigns a seat after confirming', async () => {
    const { api, user } = renderDetail({ answer: (call) => (call.method === 'DELETE' ? null : undefined) });
    await screen.findByText('Hanako Sato');
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v2/licenses/{id}/assignments/{assignmentId}')[0]?.params).toEqual({ id: ids.license, assignmentId: ids.seat }));
  });

  it('reads in Japanese', async () => {
    renderDetail({ locale: 'ja-JP' });
    expect(await screen.findByText('人の席')).toBeInTheDocument();
    expect(screen.getAllByText('2 / 3 席').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '割り当て' })).toBeInTheDocument();
    expect(screen.getByText('2027/03/31')).toBeInTheDocument();
  });

  it('shows not found for a license the API does not find', async () => {
    renderDetail({ route: '/licenses/9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f' });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
