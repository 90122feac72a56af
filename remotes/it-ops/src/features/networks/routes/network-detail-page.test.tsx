import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { NetworkDetail, UpdateNetworkBody } from '@kanri/contracts';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { fakeNetworksApi, ids, officeLan, type FakeAnswer } from '../testing';
import { NetworkDetailPage } from './network-detail-page';

jest.setTimeout(40_000);

function renderDetail(options: { id?: string; answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeNetworksApi({ answer: options.answer });
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<NetworkDetailPage />, {
    route: `/networks/${options.id ?? ids.network}`,
    path: '/networks/:id',
    fetcher: api.fetcher,
    locale: options.locale,
  });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** The value shown for the description item labelled `label`. */
function item(label: string): HTMLElement {
  const labelCell = screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' }).closest('.ant-descriptions-item-label')!;
  return labelCell.nextElementSibling as HTMLElement;
}

describe('NetworkDetailPage', () => {
  it('shows every field of the network, its admin contact and its history', async () => {
    renderDetail();
    expect(await screen.findByText('Head office LAN', { selector: 'h1' })).toBeInTheDocument();
    expect(item('Network type')).toHaveTextContent('Internal network');
    expect(item('Connection type')).toHaveTextContent('Wired');
    expect(item('Network category')).toHaveTextContent('Shared internal');
    expect(item('Purpose')).toHaveTextContent('Office PCs and printers');
    expect(item('Destination type')).toHaveTextContent('Place');
    expect(item('Destination')).toHaveTextContent('Tokyo Head Office');
    expect(item('Admin contact')).toHaveTextContent('Hanako Sato');
    expect(within(item('Admin contact')).getByRole('link', { name: 'hanako.sato@kanri.example' })).toBeInTheDocument();
    expect(item('Access level')).toHaveTextContent('Read only');
    expect(item('Access status')).toHaveTextContent('Active');
    expect(item('Access period from')).toHaveTextContent('04/01/2026');
    expect(item('Access period to')).toHaveTextContent('03/31/2027');
    expect(item('Subject type')).toHaveTextContent('User');

    const history = await screen.findByRole('table', { name: /^Changes: Updated/ });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Access levelFull accessRead only', 'Admin contactAnother recordHanako Sato']);
    expect(screen.getByText(/Taro Yamada/)).toBeInTheDocument();
    expect(screen.getByText(/Deleted user/)).toBeInTheDocument();
  });

  it('shows the labels and dates in Japanese', async () => {
    renderDetail({ locale: 'ja-JP' });
    expect(await screen.findByText('Head office LAN', { selector: 'h1' })).toBeInTheDocument();
    expect(item('ネットワーク種別')).toHaveTextContent('社内ネットワーク');
    expect(item('アクセスレベル')).toHaveTextContent('読み取り専用');
    expect(item('アクセス状態')).toHaveTextContent('有効');
    expect(item('アクセス期間（開始）')).toHaveTextContent('2026/04/01');
    expect(await screen.findByRole('table', { name: /^変更内容: 更新/ })).toHaveTextContent('フルアクセス');
  });

  it('shows the not-found page for a network the API does not find, and for an id that is not one', async () => {
    const missing = renderDetail({ id: '9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    missing.unmount();

    const typo = renderDetail({ id: 'not-an-id' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(typo.api.calls.filter((call) => call.path === '/v2/networks/{id}')).toHaveLength(0);
  });

  it('saves an edit with the version it was based on', async () => {
    const saved: NetworkDetail = { ...officeLan, networkName: 'Head office LAN 2', networkInformation: { ...officeLan.networkInformation, networkName: 'Head office LAN 2' }, version: 4 };
    const { user, api } = renderDetail({ answer: (call) => (call.method === 'PATCH' ? saved : undefined) });
    await user.click(await screen.findByRole('button', { name: /Edit$/ }));
    const name = screen.getByRole('textbox', { name: /Network name/ });
    expect(name).toHaveValue('Head office LAN');
    expect(screen.getByRole('combobox', { name: 'Destination place' }).closest('.ant-select')).toHaveTextContent('Tokyo Head Office');
    await user.clear(name);
    await user.type(name, 'Head office LAN 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The changes were saved.')).toBeInTheDocument();
    const body = api.callsTo('PATCH', '/v2/networks/{id}')[0]?.body as UpdateNetworkBody;
    expect(body.version).toBe(3);
    expect(body.networkInformation).toMatchObject({ networkName: 'Head office LAN 2', destinationType: 'PLACE', placeId: ids.place });
    expect(body.adminContact).toEqual({ personId: ids.person });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });

  it('says so when someone else saved first (409), and Reload loads the current network', async () => {
    let version = 3;
    const { user, api } = renderDetail({
      answer: (call) => {
        if (call.method === 'PATCH') return new ApiError({ status: 409, code: 'CONFLICT', message: 'Conflict' });
        if (call.method === 'GET' && call.path === '/v2/networks/{id}')
          return version === 3 ? officeLan : { ...officeLan, purpose: 'Changed by Sato', networkInformation: { ...officeLan.networkInformation, purpose: 'Changed by Sato' }, version };
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: /Edit$/ }));
    const purpose = screen.getByRole('textbox', { name: /Purpose/ });
    await user.clear(purpose);
    await user.type(purpose, 'My change');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this network while you were editing it.')).toBeInTheDocument();
    // nothing was overwritten and what was typed is still there
    expect(purpose).toHaveValue('My change');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    version = 5;
    const gets = api.callsTo('GET', '/v2/networks/{id}').length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Purpose/ })).toHaveValue('Changed by Sato'));
    expect(api.callsTo('GET', '/v2/networks/{id}').length).toBeGreaterThan(gets);
    expect(screen.queryByText('Someone else changed this network while you were editing it.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/networks/{id}')).toHaveLength(2));
    expect((api.callsTo('PATCH', '/v2/networks/{id}')[1]?.body as UpdateNetworkBody).version).toBe(5);
  });

  it('deletes the network after the confirm dialog and returns to the list', async () => {
    const { user, api, router } = renderDetail({ answer: (call) => (call.method === 'DELETE' ? null : undefined) });
    await user.click(await screen.findByRole('button', { name: /Delete$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this network?');
    expect(api.callsTo('DELETE', '/v2/networks/{id}')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/networks'));
    expect(api.callsTo('DELETE', '/v2/networks/{id}').map((call) => call.params)).toEqual([{ id: ids.network }]);
    expect(await screen.findByText('The network "Head office LAN" was deleted.')).toBeInTheDocument();
  });

  it('keeps the network when the confirm dialog is cancelled', async () => {
    const { user, api, router } = renderDetail();
    await user.click(await screen.findByRole('button', { name: /Delete$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/v2/networks/{id}')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/networks/${ids.network}`);
  });
});
