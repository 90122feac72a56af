import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractsMessages } from '@locales/ja-JP/contracts';
import { fakeIdManagementApi, hanakoMember, ids, infoGroup, type FakeAnswer } from '../testing';
import { GroupIdPage } from './group-id-page';

jest.setTimeout(60_000);

function renderGroup(options: { route?: string; answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeIdManagementApi({ answer: options.answer });
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractsMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<GroupIdPage />, { route: options.route ?? `/id-managements/group-id/${ids.group}`, path: '/id-managements/group-id/:id/:tab?', fetcher: api.fetcher, locale: options.locale });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** Opens a picker (by its label) and chooses the option with `name`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, name: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
    if (!found) throw new Error(`The option ${name} is not listed`);
    return found;
  });
  await user.click(option);
}

describe('GroupIdPage', () => {
  it('opens the members tab by default; adds a member with the person picker and removes one after a confirm', async () => {
    const { api, router, user } = renderGroup({
      answer: (call) => (call.method === 'PUT' ? { personId: ids.otherPerson, name: 'Jiro Suzuki', email: 'jiro.suzuki@kanri-shoji.example', avatarUrl: null, addedAt: '2026-06-01T00:00:00.000Z' } : undefined),
    });
    expect(await screen.findByText('Contact desk', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByText('info@kanri-shoji.example')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/id-managements/group-id/${ids.group}/members`));
    expect(await screen.findByText(hanakoMember.email)).toBeInTheDocument();

    await choose(user, 'Person to add', 'Jiro Suzuki');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(api.callsTo('PUT', '/v2/id-management/group-ids/{id}/members/{personId}')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v2/id-management/group-ids/{id}/members/{personId}')[0]?.params).toEqual({ id: ids.group, personId: ids.otherPerson });
    expect(await screen.findByText('Jiro Suzuki was added to the members.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Hanako Sato' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hanako Sato will no longer be a member of "Contact desk".')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v2/id-management/group-ids/{id}/members/{personId}')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/v2/id-management/group-ids/{id}/members/{personId}')[0]?.params).toEqual({ id: ids.group, personId: ids.person });
  });

  it('edits the rules with the version read; a refused value is fixed and saved, a stale version offers Reload', async () => {
    let patches = 0;
    const { api, user } = renderGroup({
      route: `/id-managements/group-id/${ids.group}/rule-and-policy`,
      answer: (call) => {
        if (call.method !== 'PATCH') return undefined;
        patches += 1;
        if (patches === 1) return new ApiError({ status: 409, code: 'CONFLICT', message: 'This group ID was changed by someone else. Reload it and try again.' });
        return { ...infoGroup, ...(call.body as object), version: infoGroup.version + 1 };
      },
    });
    expect(await screen.findByText('Every 90 days')).toBeInTheDocument();
    expect(screen.getByText('Every 6 months')).toBeInTheDocument();
    expect(screen.getByText('11/01/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const days = screen.getByRole('spinbutton', { name: /Password rotation/ });
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter 1 or more')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/id-management/group-ids/{id}')).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('switch', { name: /MFA required/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/id-management/group-ids/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/id-management/group-ids/{id}')[0]?.body).toEqual({
      ownerPersonId: ids.person, passwordRotationDays: 30, mfaRequired: false, reviewIntervalMonths: 6, lastReviewedAt: '2026-05-01', version: 3,
    });
    expect(await screen.findByText('Someone else changed this group ID while you were editing it.')).toBeInTheDocument();
    // what was typed stays; saving again (the fake now accepts) goes through
    expect(days).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/id-management/group-ids/{id}')).toHaveLength(2));
  });

  it('edits the settings (a taken login id goes under the field) and deletes after a confirm, back to the list', async () => {
    const { api, router, user } = renderGroup({
      route: `/id-managements/group-id/${ids.group}/settings`,
      answer: (call) =>
        call.method === 'PATCH'
          ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This login ID is already registered as a group ID.', fieldErrors: [{ path: 'loginId', message: 'This login ID is already registered as a group ID.' }] })
          : call.method === 'DELETE'
            ? null
            : undefined,
    });
    expect(await screen.findByText('Inbox of the website form')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const loginId = screen.getByRole('textbox', { name: /Login ID/ });
    await user.clear(loginId);
    await user.type(loginId, 'sales-team@kanri-shoji.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/id-management/group-ids/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/id-management/group-ids/{id}')[0]?.body).toEqual({ loginId: 'sales-team@kanri-shoji.example', name: 'Contact desk', description: 'Inbox of the website form', version: 3 });
    expect(await screen.findAllByText('This login ID is already registered as a group ID.')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/"Contact desk" and its members will be deleted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v2/id-management/group-ids/{id}')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/id-managements'));
  });

  it('shows not found for an unknown or non-UUID id', async () => {
    renderGroup({ route: '/id-managements/group-id/00000000-0000-4000-8000-000000000000/members' });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    renderGroup({ route: `/id-managements/group-id/${ids.group}/rule-and-policy`, locale: 'ja-JP' });
    expect(await screen.findByText('90日ごと')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'メンバー' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ルールとポリシー' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '設定' })).toBeInTheDocument();
    expect(screen.getByText('パスワード変更間隔（日）')).toBeInTheDocument();
    expect(screen.getByText('メンバー 1人')).toBeInTheDocument();
  });
});
