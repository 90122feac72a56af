import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeApi, user } from '../../../testing';
import { managerRow, onboardingRow, placeIds, placeTypes, tabIds, tokyoDetail } from '../testing';
import { PlacePage } from './place-page';

jest.setTimeout(60_000);

const laborPath = '/v2/places/{id}/labor-core-instances';
const administratorsPath = '/v2/places/{id}/administrators';
const onePath = '/v2/places/{id}/administrators/{personId}';

function tabsApi(answers: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /v2/places/{id}': tokyoDetail,
    'GET /v2/place-types': { items: placeTypes },
    [`GET ${laborPath}`]: { items: [onboardingRow], count: 1 },
    [`GET ${administratorsPath}`]: { items: [managerRow] },
    'GET /v2/workers-for-select': {
      items: [
        { personId: tabIds.alumnus, name: 'Ichiro Former', primaryWorkerEmail: null, avatarUrl: null },
        { personId: tabIds.hanako, name: 'Hanako Sato', primaryWorkerEmail: 'hanako@kanri.example', avatarUrl: null },
      ],
    },
    ...answers,
  });
}

const open = (api: ReturnType<typeof tabsApi>, route: string) => renderWithProviders(<PlacePage />, { route, path: '/places/:id/:tab?', fetcher: api.fetcher });

describe('the place tabs', () => {
  it('keeps the details at /places/{id} and moves between the tabs by URL', async () => {
    const api = tabsApi();
    const { router } = open(api, `/places/${placeIds.tokyo}`);
    expect(await screen.findByText('Tokyo Head Office', { selector: 'h1 *' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('TKY-001').length).toBeGreaterThan(0);
    // the tabs' calls wait until they open
    expect(api.callsTo('GET', laborPath)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Administrators' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/places/${placeIds.tokyo}/administrators`));
    expect(await screen.findByText('Taro Yamada', { selector: 'td *' })).toBeInTheDocument();
    // editing belongs to the details
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Labor core' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/places/${placeIds.tokyo}/labor-core`));
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/places/${placeIds.tokyo}`));
  });

  it('shows the not-found page for a tab the place does not have, without calling the API', async () => {
    const api = tabsApi();
    open(api, `/places/${placeIds.tokyo}/fleets`);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the labor-core tab', () => {
  it('lists the people\'s labor operations, each linking to its instance in the labor core', async () => {
    const api = tabsApi();
    open(api, `/places/${placeIds.tokyo}/labor-core`);
    const link = await screen.findByRole('link', { name: 'Hanako Sato' });
    expect(link).toHaveAttribute('href', `/labor-core/operation-packages/${tabIds.onboarding}/patterns/${tabIds.onboardingPattern}/instances/${tabIds.instance}`);
    const row = link.closest('tr')!;
    for (const text of ['Onboarding', 'New graduates', 'In progress', 'Employment contract', '12/01/2026']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(api.callsTo('GET', laborPath)[0]?.input).toEqual({
      params: { id: placeIds.tokyo },
      query: { status: 'IN_PROGRESS', pageIndex: 0, pageSize: 100, sortColumn: 'startedAt', sortOrder: 'desc' },
    });
  });

  it('keeps the status filter in the URL and asks the server for it', async () => {
    const api = tabsApi({ [`GET ${laborPath}`]: ({ query }: { query: { status: string } }) => (query.status === 'COMPLETED' ? { items: [], count: 0 } : { items: [onboardingRow], count: 1 }) });
    const { router } = open(api, `/places/${placeIds.tokyo}/labor-core`);
    await screen.findByRole('link', { name: 'Hanako Sato' });
    await user.click(screen.getByText('Completed', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=COMPLETED'));
    expect(await screen.findByText('No labor operations')).toBeInTheDocument();
    expect(api.callsTo('GET', laborPath).at(-1)?.input?.query).toMatchObject({ status: 'COMPLETED', pageIndex: 0 });
  });

  it('opens with the status the URL names, and falls back to in progress for a bad one', async () => {
    const api = tabsApi();
    open(api, `/places/${placeIds.tokyo}/labor-core?status=ABORTED`);
    await screen.findByRole('link', { name: 'Hanako Sato' });
    expect(api.callsTo('GET', laborPath)[0]?.input?.query).toMatchObject({ status: 'ABORTED' });
    const other = tabsApi();
    open(other, `/places/${placeIds.tokyo}/labor-core?status=SOMETIMES`);
    await waitFor(() => expect(other.callsTo('GET', laborPath).length).toBeGreaterThan(0));
    expect(other.callsTo('GET', laborPath).every((call) => call.input?.query?.status === 'IN_PROGRESS')).toBe(true);
  });
});

describe('the administrators tab', () => {
  async function openAdd(api: ReturnType<typeof tabsApi>) {
    open(api, `/places/${placeIds.tokyo}/administrators`);
    await screen.findByText('Taro Yamada', { selector: 'td *' });
    await user.click(screen.getByRole('button', { name: /Add administrator/ }));
    return screen.findByRole('dialog', { name: 'Add administrator' });
  }
  const choosePerson = async (dialog: HTMLElement, name: string) => {
    await user.click(within(dialog).getByRole('combobox', { name: /Person/ }));
    await user.click(await screen.findByTitle(name));
  };
  const chooseRole = async (dialog: HTMLElement, role: string) => {
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByTitle(role));
  };
  const addButton = (dialog: HTMLElement) => within(dialog.closest('.ant-modal') as HTMLElement).getByText('Add', { selector: 'button *' }).closest('button')!;

  it('lists the administrators with their roles', async () => {
    open(tabsApi(), `/places/${placeIds.tokyo}/administrators`);
    const cell = await screen.findByText('Taro Yamada', { selector: 'td *' });
    const row = cell.closest('tr')!;
    expect(within(row).getByText('Place manager')).toBeInTheDocument();
    expect(within(row).getByText('admin@kanri.example')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove Taro Yamada as Place manager' })).toBeInTheDocument();
  });

  it('requires a person and a role before sending', async () => {
    const api = tabsApi();
    const dialog = await openAdd(api);
    await user.click(addButton(dialog));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo('PUT', onePath)).toHaveLength(0);
  });

  it('shows the refusal of an alumni person under the person, then adds the corrected choice', async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Some values are not valid.',
      fieldErrors: [{ path: 'personId', message: 'This person has left the company and cannot administer a place. Choose another person.' }],
    });
    const api = tabsApi({
      [`PUT ${onePath}`]: ({ params, body }: { params: { personId: string }; body: { role: string } }) =>
        params.personId === tabIds.alumnus ? refusal : { ...managerRow, personId: params.personId, role: body.role },
    });
    const dialog = await openAdd(api);
    await choosePerson(dialog, 'Ichiro Former');
    await chooseRole(dialog, 'Health and safety manager');
    await user.click(addButton(dialog));
    expect(await within(dialog).findByText('This person has left the company and cannot administer a place. Choose another person.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Person/ })).toHaveAttribute('aria-invalid', 'true');

    // the refused submit left the button ready: the corrected one goes out
    await choosePerson(dialog, 'Hanako Sato');
    await user.click(addButton(dialog));
    await waitFor(() => expect(api.callsTo('PUT', onePath)).toHaveLength(2));
    expect(api.callsTo('PUT', onePath).map((call) => call.input)).toEqual([
      { params: { id: placeIds.tokyo, personId: tabIds.alumnus }, body: { role: 'SAFETY_MANAGER' } },
      { params: { id: placeIds.tokyo, personId: tabIds.hanako }, body: { role: 'SAFETY_MANAGER' } },
    ]);
    expect(await screen.findByText('The administrator was added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add administrator' })).not.toBeInTheDocument());
    // the list is asked again
    await waitFor(() => expect(api.callsTo('GET', administratorsPath).length).toBeGreaterThan(1));
  });

  it('removes a role after asking', async () => {
    const api = tabsApi({ [`DELETE ${onePath}`]: null });
    open(api, `/places/${placeIds.tokyo}/administrators`);
    await user.click(await screen.findByRole('button', { name: 'Remove Taro Yamada as Place manager' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this administrator?' });
    expect(within(confirm).getByText('Taro Yamada will no longer be the Place manager of this place.')).toBeInTheDocument();
    await user.click(within(confirm).getByText('Remove', { selector: 'button *' }).closest('button')!);
    await waitFor(() => expect(api.callsTo('DELETE', onePath)).toHaveLength(1));
    expect(api.callsTo('DELETE', onePath)[0]?.input).toEqual({ params: { id: placeIds.tokyo, personId: tabIds.taro }, query: { role: 'MANAGER' } });
    expect(await screen.findByText('The administrator was removed.')).toBeInTheDocument();
  });
});
