import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { CreateNetworkBody } from '@kanri/contracts';
import { fakeNetworksApi, ids, type FakeAnswer } from '../testing';
import { NetworkAddPage } from './network-add-page';

// antd forms are heavy in jsdom on two cores
jest.setTimeout(60_000);

const newId = '6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1';

function renderAddPage(options: { route?: string; answer?: FakeAnswer } = {}) {
  const api = fakeNetworksApi({ answer: options.answer ?? ((call) => (call.method === 'POST' ? { id: newId } : undefined)) });
  const result = renderWithProviders(<NetworkAddPage />, { route: options.route ?? '/networks/add', fetcher: api.fetcher });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const nameBox = () => screen.getByRole('textbox', { name: /Network name/ });
const hashOf = (router: { state: { location: { hash: string } } }) => router.state.location.hash;
const posted = (api: ReturnType<typeof fakeNetworksApi>) => api.callsTo('POST', '/v2/networks').map((call) => call.body as CreateNetworkBody);

/** Clicks the radio button named `name` (antd's button-style radios take clicks on their label). */
async function clickRadio(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('radio', { name }).closest('label')!);
}

/** Opens a picker (by its label) and chooses the option with `name`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, name: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
    if (!found) throw new Error(`The option ${name} is not listed`);
    return found;
  });
  await user.click(option);
}

describe('NetworkAddPage', () => {
  it('opens the first step by hash, goes to the second with Next and keeps the values on Back', async () => {
    const { router, user } = renderAddPage();
    await waitFor(() => expect(hashOf(router)).toBe('#networkInformation'));
    expect(screen.getByText('Add network', { selector: 'h1' })).toBeInTheDocument();

    await user.type(nameBox(), 'Branch Wi-Fi');
    await user.type(screen.getByRole('textbox', { name: /Purpose/ }), 'Guests');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(hashOf(router)).toBe('#accessControl'));
    expect(screen.getByRole('combobox', { name: 'Access level' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Network name/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(hashOf(router)).toBe('#networkInformation'));
    expect(nameBox()).toHaveValue('Branch Wi-Fi');
    expect(screen.getByRole('textbox', { name: /Purpose/ })).toHaveValue('Guests');

    // the browser's Back moves between the steps too, keeping the values
    await act(() => router.navigate(-1));
    await waitFor(() => expect(hashOf(router)).toBe('#accessControl'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(hashOf(router)).toBe('#networkInformation'));
    expect(nameBox()).toHaveValue('Branch Wi-Fi');
  });

  it('creates the network from the second step and opens its page', async () => {
    const { router, user, api } = renderAddPage();
    await user.type(nameBox(), 'Branch Wi-Fi');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'User' }));
    await user.click(screen.getByRole('button', { name: 'Add network' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/networks/${newId}`));
    expect(posted(api)).toEqual([
      {
        networkInformation: {
          networkName: 'Branch Wi-Fi', networkType: null, connectionType: null, networkCategory: null, purpose: null,
          destinationType: null, placeId: null, deviceId: null,
        },
        adminContact: { personId: null },
        accessControl: { accessLevel: null, accessStatus: null, accessPeriodFrom: null, accessPeriodTo: null, subjectType: 'USER' },
      },
    ]);
    expect(await screen.findByText('The network "Branch Wi-Fi" was added.')).toBeInTheDocument();
  });

  it('with "required items only" hides the optional fields and submits from the first step', async () => {
    const { router, user, api } = renderAddPage();
    expect(screen.getByRole('combobox', { name: 'Network type' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Required items only' }));
    expect(screen.queryByRole('combobox', { name: 'Network type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.type(nameBox(), 'Lab LAN');
    await user.click(screen.getByRole('button', { name: 'Add network' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/networks/${newId}`));
    expect(posted(api)[0]?.networkInformation.networkName).toBe('Lab LAN');
  });

  it('clears and disables the other picker when the destination type changes', async () => {
    const { user, api } = renderAddPage();
    await user.type(nameBox(), 'Office LAN');
    const device = () => screen.getByRole('combobox', { name: 'Destination device' });
    const place = () => screen.getByRole('combobox', { name: 'Destination place' });
    expect(device()).toBeDisabled();
    expect(place()).toBeDisabled();

    await clickRadio(user, 'Place');
    expect(place()).toBeEnabled();
    expect(device()).toBeDisabled();
    await choose(user, /Destination place/, 'Tokyo Head Office');
    const placeField = place().closest('.ant-select') as HTMLElement;
    expect(within(placeField).getByText('Tokyo Head Office')).toBeInTheDocument();

    await clickRadio(user, 'Device');
    expect(place()).toBeDisabled();
    expect(within(placeField).queryByText('Tokyo Head Office')).not.toBeInTheDocument();
    await choose(user, /Destination device/, 'VPN gateway 01');

    await user.click(screen.getByRole('switch', { name: 'Required items only' }));
    await user.click(screen.getByRole('button', { name: 'Add network' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.networkInformation).toMatchObject({ destinationType: 'DEVICE', deviceId: ids.device, placeId: null });
  });

  it.each([
    ['empty', '', 'This field is required'],
    ['only spaces', '   ', 'The network name cannot be only spaces'],
    ['101 characters', 'x'.repeat(101), 'Enter at most 100 characters'],
  ])('refuses a network name that is %s with the validation toast and a field error', async (_, name, message) => {
    const { router, user, api } = renderAddPage();
    if (name) {
      await user.click(nameBox());
      await user.paste(name);
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Validation error: please correct the highlighted fields.')).toBeInTheDocument();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
    expect(hashOf(router)).toBe('#networkInformation');
    expect(posted(api)).toHaveLength(0);
  });

  it('opens the step of the first error when a submit from the second step fails validation', async () => {
    const { router, user, api } = renderAddPage({ route: '/networks/add#accessControl' });
    await user.click(await screen.findByRole('button', { name: 'Add network' }));
    await waitFor(() => expect(hashOf(router)).toBe('#networkInformation'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(posted(api)).toHaveLength(0);
  });

  it("puts the server's field errors of a 400 on the fields and opens their step", async () => {
    const { router, user } = renderAddPage({
      answer: (call) =>
        call.method === 'POST'
          ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Check the highlighted fields.', fieldErrors: [{ path: 'networkInformation.networkName', message: 'This name is already in use' }] })
          : undefined,
    });
    await user.type(nameBox(), 'Head office LAN');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Add network' }));
    await waitFor(() => expect(hashOf(router)).toBe('#networkInformation'));
    expect(await screen.findByText('This name is already in use')).toBeInTheDocument();
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/networks/add');
  });

  it("shows a destructive toast with the server's message when the create fails otherwise", async () => {
    const { router, user } = renderAddPage({
      answer: (call) => (call.method === 'POST' ? new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'サーバーでエラーが発生しました。' }) : undefined),
    });
    await user.click(screen.getByRole('switch', { name: 'Required items only' }));
    await user.type(nameBox(), 'Lab LAN');
    await user.click(screen.getByRole('button', { name: 'Add network' }));
    const toast = await screen.findByText('The network could not be added.');
    expect(toast.closest('.ant-notification-notice')).toHaveTextContent('サーバーでエラーが発生しました。');
    expect(router.state.location.pathname).toBe('/networks/add');
    expect(nameBox()).toHaveValue('Lab LAN');
  });
});
