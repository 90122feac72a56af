import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeRolesApi, ids, type FakeAnswer } from '../testing';
import { RoleNewPage } from './role-new-page';

jest.setTimeout(40_000);

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;
const option = (name: string) => screen.findByText(name, { selector: '.ant-select-item-option-content *' });

function open(answer?: FakeAnswer, locale: 'en-US' | 'ja-JP' = 'en-US') {
  const api = fakeRolesApi({ answer });
  const result = renderWithProviders(<RoleNewPage />, { route: '/settings/permission-and-roles/roles/new', fetcher: api.fetcher, locale });
  return { ...result, api };
}

describe('RoleNewPage', () => {
  it('shows the field errors of an empty or blank name and sends nothing', async () => {
    const { api } = open();
    await user.click(button('Add'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Role name/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Role name/), '　 ');
    expect(await screen.findByText('The name cannot be only spaces')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/settings/roles')).toHaveLength(0);
  });

  it('posts the name with the chosen permissions and groups, then opens the new role', async () => {
    const { api, router } = open();
    await user.type(screen.getByLabelText(/Role name/), 'Help desk');
    await user.click(screen.getByLabelText('Product permissions'));
    await user.click(await option('IT only'));
    await user.click(screen.getByLabelText('People groups'));
    await user.click(await option('IT department'));
    // each option says what it brings
    expect(screen.getByText('41 people')).toBeInTheDocument();
    await user.click(button('Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/settings/roles')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/settings/roles')[0]?.body).toEqual({ name: 'Help desk', nameEn: null, productPermissionIds: [ids.itPermission], peopleGroupIds: [ids.itGroup] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/permission-and-roles/roles/9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f'));
    expect(await screen.findByText('The role "Help desk" was added.')).toBeInTheDocument();
  });

  it('puts a taken name under the field and keeps what was typed', async () => {
    const { api, router } = open((call) =>
      call.method === 'POST'
        ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This name is already used. Enter another name.', fieldErrors: [{ path: 'name', message: 'This name is already used. Enter another name.' }] })
        : undefined,
    );
    await user.type(screen.getByLabelText(/Role name/), 'Administrators');
    await user.click(button('Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/settings/roles')).toHaveLength(1));
    expect(await screen.findByText('This name is already used. Enter another name.', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Role name/)).toHaveValue('Administrators');
    expect(router.state.location.pathname).toBe('/settings/permission-and-roles/roles/new');
  });

  it.each([
    ['en-US', 'Audit', 'The role "Audit" was added.'],
    ['ja-JP', 'Audit', 'The role "監査" was added.'],
    ['en-US', '', 'The role "監査" was added.'],
  ] as const)('posts the English name beside the name; a %s screen names the new role by its name in that language ("%s" given)', async (locale, english, toast) => {
    const { api } = open(undefined, locale);
    await user.type(screen.getByLabelText(/Role name/), '監査');
    if (english) await user.type(screen.getByLabelText(/English name/), english);
    await user.click(button('Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/settings/roles')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/settings/roles')[0]?.body).toEqual({ name: '監査', nameEn: english || null, productPermissionIds: [], peopleGroupIds: [] });
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });
});
