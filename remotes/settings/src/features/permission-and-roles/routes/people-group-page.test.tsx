import { screen, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/settings';
import { messages as jaContractsMessages } from '@locales/ja-JP/contracts';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { adminsGroup, fakeRolesApi, ids, itGroupRow } from '../testing';
import { PeopleGroupPage } from './people-group-page';

jest.setTimeout(40_000);

/** The value shown for the description item labelled `label`. */
function item(label: string): HTMLElement {
  const cell = screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' }).closest('.ant-descriptions-item-label')!;
  return cell.nextElementSibling as HTMLElement;
}

describe('PeopleGroupPage', () => {
  it('shows the group in Japanese: its people by name, its worker types and the roles using it', async () => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractsMessages as Messages), ...(jaMessages as Messages) });
    const api = fakeRolesApi();
    renderWithProviders(<PeopleGroupPage />, {
      route: `/settings/permission-and-roles/people-groups/${ids.adminsGroup}`,
      path: '/settings/permission-and-roles/people-groups/:id',
      fetcher: api.fetcher,
      locale: 'ja-JP',
    });
    expect(await screen.findByText('Admins', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /./ })).toHaveTextContent('設定/ピープルグループ/Admins');
    expect(item('対象人数')).toHaveTextContent('2');
    expect(item('就業形態')).toHaveTextContent('なし');
    expect(item('個別に追加する人')).toHaveTextContent('Hanako Sato');
    expect(item('個別に追加する人')).toHaveTextContent('taro.yamada@kanri.example · 役員');
    expect(item('個別に除外する人')).toHaveTextContent('なし');
    expect(within(item('利用しているロール')).getByText('Administrators')).toHaveAttribute('href', `/settings/permission-and-roles/roles/${ids.adminRole}`);
    expect(screen.getByText('編集', { selector: 'a *' }).closest('a')).toHaveAttribute('href', `/settings/permission-and-roles/people-groups/${ids.adminsGroup}/edit`);
    expect(await screen.findByText('履歴はまだありません')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/audit-logs')[0]?.query).toEqual({ resourceType: 'PEOPLE_GROUP', resourceId: ids.adminsGroup });
  });

  it.each([
    ['en-US', 'IT department'],
    ['ja-JP', '情報システム部'],
  ] as const)('a %s screen titles the group by the name the API shows in that language and lists both names as stored (issue 30)', async (locale, shown) => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractsMessages as Messages), ...(jaMessages as Messages) });
    // the API answers `name` in the request's language (English: the English name, else the name typed)
    const api = fakeRolesApi({ answer: (call) => (call.path === '/v2/settings/people-groups/{id}' ? { ...adminsGroup, ...itGroupRow, name: shown } : undefined) });
    renderWithProviders(<PeopleGroupPage />, { route: `/settings/permission-and-roles/people-groups/${ids.itGroup}`, path: '/settings/permission-and-roles/people-groups/:id', fetcher: api.fetcher, locale });
    expect(await screen.findByText(shown, { selector: 'h1' })).toBeInTheDocument();
    expect(item(locale === 'ja-JP' ? 'ピープルグループ名' : 'People group name')).toHaveTextContent('情報システム部');
    expect(item(locale === 'ja-JP' ? '英語名' : 'English name')).toHaveTextContent('IT department');
  });
});
