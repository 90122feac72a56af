import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeIdManagementApi, ids, type FakeAnswer } from '../testing';
import { GroupIdAddPage } from './group-id-add-page';

jest.setTimeout(40_000);

function renderAdd(route: string, answer?: FakeAnswer) {
  const api = fakeIdManagementApi({ answer: answer ?? ((call) => (call.method === 'POST' ? { id: ids.created } : undefined)) });
  const result = renderWithProviders(<GroupIdAddPage />, { route, path: '/id-managements/group-id/add', fetcher: api.fetcher });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}
const loginId = () => screen.getByRole('textbox', { name: /Login ID/ });
const name = () => screen.getByRole('textbox', { name: /Name/ });
const submit = () => screen.getByRole('button', { name: 'Register group ID' });

describe('GroupIdAddPage', () => {
  it('prefills the login id from the URL, posts the payload and opens the new group ID on its members', async () => {
    const { api, router, user } = renderAdd('/id-managements/group-id/add?loginId=info%40kanri-shoji.example');
    expect(loginId()).toHaveValue('info@kanri-shoji.example');
    await user.type(name(), 'Contact desk');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST', '/v2/id-management/group-ids')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/id-management/group-ids')[0]?.body).toEqual({ loginId: 'info@kanri-shoji.example', name: 'Contact desk', description: null });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/id-managements/group-id/${ids.created}/members`));
  });

  it('refuses empty and spaced values before sending, then sends the corrected form', async () => {
    const { api, router, user } = renderAdd('/id-managements/group-id/add');
    await user.click(submit());
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo('POST', '/v2/id-management/group-ids')).toHaveLength(0);
    await user.type(loginId(), 'sales team@example.com');
    await user.type(name(), 'Sales');
    await user.click(submit());
    expect(await screen.findByText('The login ID cannot contain spaces')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/id-management/group-ids')).toHaveLength(0);
    // corrected: the same button sends it (it does not stay busy after the refusal)
    await user.clear(loginId());
    await user.type(loginId(), 'sales-team@example.com');
    await waitFor(() => expect(submit()).not.toHaveClass('ant-btn-loading'));
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST', '/v2/id-management/group-ids')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/id-managements/group-id/${ids.created}/members`));
  });

  it('shows a taken login id (409) under the field, and a corrected login id goes through', async () => {
    let posts = 0;
    const { api, router, user } = renderAdd('/id-managements/group-id/add?loginId=INFO%40kanri-shoji.example', (call) => {
      if (call.method !== 'POST') return undefined;
      posts += 1;
      return posts === 1
        ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This login ID is already registered as a group ID.', fieldErrors: [{ path: 'loginId', message: 'This login ID is already registered as a group ID.' }] })
        : { id: ids.created };
    });
    await user.type(name(), 'Contact desk');
    await user.click(submit());
    expect(await screen.findAllByText('This login ID is already registered as a group ID.')).not.toHaveLength(0);
    expect(loginId()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(loginId());
    await user.type(loginId(), 'contact@kanri-shoji.example');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST', '/v2/id-management/group-ids')).toHaveLength(2));
    expect(api.callsTo('POST', '/v2/id-management/group-ids')[1]?.body).toMatchObject({ loginId: 'contact@kanri-shoji.example' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/id-managements/group-id/${ids.created}/members`));
  });
});
