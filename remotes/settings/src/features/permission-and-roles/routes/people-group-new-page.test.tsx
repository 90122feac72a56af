import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeRolesApi, ids, type FakeAnswer } from '../testing';
import { PeopleGroupNewPage } from './people-group-new-page';

jest.setTimeout(40_000);

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;

function open(answer?: FakeAnswer) {
  const api = fakeRolesApi({ answer });
  const result = renderWithProviders(<PeopleGroupNewPage />, { route: '/settings/permission-and-roles/people-groups/new', fetcher: api.fetcher });
  return { ...result, api };
}

/** Picks `name` in the people picker labelled `label` (searching the server for it). */
async function pick(label: string, name: string) {
  await user.click(screen.getByLabelText(label));
  // the other picker's closed list stays in the document: the newest list is the last
  await user.click((await screen.findAllByText(name, { selector: '.ant-select-item-option-content *' })).at(-1)!);
  await user.keyboard('{Escape}');
}

describe('PeopleGroupNewPage', () => {
  it('posts the worker types and the people included and excluded by name', async () => {
    const { api, router } = open();
    await user.type(screen.getByLabelText(/People group name/), 'Tokyo staff');
    await user.click(screen.getByLabelText('Employee'));
    await user.click(screen.getByLabelText('Contractor'));
    await pick('Included people', 'Taro Yamada');
    await pick('Excluded people', 'Hanako Sato');
    await user.click(button('Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/settings/people-groups')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/settings/people-groups')[0]?.body).toEqual({
      name: 'Tokyo staff',
      nameEn: null,
      workerTypes: ['EMPLOYEE', 'CONTRACTOR'],
      includedPersonIds: [ids.taro],
      excludedPersonIds: [ids.hanako],
    });
    expect(api.callsTo('GET', '/v2/workers-for-select')[0]?.query).toMatchObject({ orderDirection: 'asc', pageIndex: 0 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/permission-and-roles/people-groups/9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f'));
  });

  it('names a person both included and excluded, and sends nothing', async () => {
    const { api } = open();
    await user.type(screen.getByLabelText(/People group name/), 'Tokyo staff');
    await pick('Included people', 'Taro Yamada');
    await pick('Excluded people', 'Taro Yamada');
    await user.click(button('Add'));
    expect(await screen.findByText('Taro Yamada: A person cannot be both included and excluded')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/settings/people-groups')).toHaveLength(0);
  });

  it("puts the server's 400 on the person it is about", async () => {
    const { api } = open((call) =>
      call.method === 'POST'
        ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Please correct the highlighted fields.', fieldErrors: [{ path: 'includedPersonIds.0', message: 'This person was not found. Choose another person.' }] })
        : undefined,
    );
    await user.type(screen.getByLabelText(/People group name/), 'Tokyo staff');
    await pick('Included people', 'Hanako Sato');
    await user.click(button('Add'));
    await waitFor(() => expect(api.callsTo('POST', '/v2/settings/people-groups')).toHaveLength(1));
    expect(await screen.findByText('Hanako Sato: This person was not found. Choose another person.')).toBeInTheDocument();
  });
});
