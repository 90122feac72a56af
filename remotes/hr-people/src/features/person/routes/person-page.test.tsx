import { screen, waitFor, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { FakeApiCall } from '@kanri/ui';
import type { PersonDetail } from '@kanri/contracts';
import { messages as jaMessages } from '@locales/ja-JP/hr-people';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { employee, fakePersonApi, ids, spouse, user } from '../testing';
import { AlumniPersonPage, PersonPage } from './person-page';
import { FamilyMemberPage } from './family-member-page';

jest.setTimeout(60_000);

function renderPerson(url: string, options: { person?: PersonDetail; answer?: (call: FakeApiCall) => unknown; locale?: 'en-US' | 'ja-JP'; alumni?: boolean } = {}) {
  const api = fakePersonApi({ person: options.person, answer: options.answer });
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const page = options.alumni ? <AlumniPersonPage /> : <PersonPage />;
  const result = renderWithProviders(page, { route: url, path: options.alumni ? '/person/alumni/:id/:tab?' : '/person/:id/:tab?', fetcher: api.fetcher, locale: options.locale });
  return { ...result, api };
}

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;

describe('PersonPage', () => {
  it('shows the header, the personal information with the family, and keeps the tab in the URL', async () => {
    const { router } = renderPerson(`/person/${ids.person}/personal-information`);
    expect(await screen.findByText('Taro Yamada', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByText('ヤマダ タロウ')).toBeInTheDocument();
    expect(screen.getByText('Sales / Manager')).toBeInTheDocument();
    expect(screen.getByText('Employee')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('東京都渋谷区神宮前1-1-1')).toBeInTheDocument();
    const family = await screen.findByRole('link', { name: '山田 花子' });
    expect(family).toHaveAttribute('href', `/person/${ids.person}/family/${ids.spouse}`);

    await user.click(tab('Public IDs'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/person/${ids.person}/public-id`));
    expect(await screen.findByText('No public IDs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add public ID' })).toHaveAttribute('href', `/public-ids/add?personId=${ids.person}`);

    await user.click(tab('Devices'));
    expect(await screen.findByRole('link', { name: 'MacBook Air (Yamada)' })).toHaveAttribute('href', `/profile/device/${ids.device}`);

    await user.click(tab('Equipment'));
    expect(await screen.findByText('No equipment assigned')).toBeInTheDocument();
  });

  it('lists the person\'s public IDs masked, each linking to its record, and adds one for this person', async () => {
    const row = {
      id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', publicIdType: 'NATIONAL_ID' as const, nationalIdType: 'MY_NUMBER' as const,
      person: { id: ids.person, name: 'Taro Yamada', workerNumber: 'E0001', isAlumni: false }, maskedNumber: '********9018',
      issueDate: '2021-04-01', expiryDate: '2001-01-01', issuingCountry: 'JP', fileCount: 0, updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const { api } = renderPerson(`/person/${ids.person}/public-id`, { answer: (call) => (call.path === '/v2/people/{personId}/public-ids' ? { items: [row] } : undefined) });
    expect(await screen.findByRole('link', { name: 'My Number' })).toHaveAttribute('href', `/public-ids/${row.id}/details`);
    expect(screen.getByText('********9018')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add public ID' })).toHaveAttribute('href', `/public-ids/add?personId=${ids.person}`);
    expect(api.callsTo('GET', '/v2/people/{personId}/public-ids')[0]?.params).toEqual({ personId: ids.person });
  });

  it('shows the header in Japanese: family name first with the reading', async () => {
    const ja = { ...employee, name: '山田 太郎', familyName: '山田', givenName: '太郎' };
    renderPerson(`/person/${ids.person}/personal-information`, { person: ja, locale: 'ja-JP' });
    expect(await screen.findByText('山田 太郎', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByText('従業員')).toBeInTheDocument();
    expect(screen.getByText('在籍中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退職手続き' })).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Worker type', 'Employee'],
    ['ja-JP', '就業形態', '従業員'],
  ] as const)('shows the worker type in the history by the contracts\' personFields label and value label, never the raw key (issue 30, %s)', async (locale, label, value) => {
    const entry = {
      id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f', action: 'CREATE', occurredAt: '2026-04-01T00:00:00.000Z', resourceType: 'PERSON', resourceId: ids.person,
      actor: { userId: ids.person, name: 'Admin' }, changes: [{ field: 'workerType', before: null, after: 'EMPLOYEE' }],
    };
    renderPerson(`/person/${ids.person}/history`, { locale, answer: (call) => (call.path === '/v2/audit-logs' ? { items: [entry] } : undefined) });
    const changes = await screen.findByRole('table', { name: /^(Changes|変更)/ });
    expect(within(changes).getByText(label)).toBeInTheDocument();
    expect(within(changes).getByText(value)).toBeInTheDocument();
    expect(within(changes).queryByText('workerType')).toBeNull();
    expect(within(changes).queryByText('EMPLOYEE')).toBeNull();
  });

  it('edits the personal information with the version read, and keeps what was typed on a conflict', async () => {
    let conflict = false;
    const { api } = renderPerson(`/person/${ids.person}/personal-information`, {
      answer: (call) =>
        conflict && call.method === 'PATCH' ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This person was changed by someone else. Reload the page and try again.' }) : undefined,
    });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const address = screen.getByLabelText('Address');
    await user.clear(address);
    await user.type(address, '大阪府大阪市北区1-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/people/{personId}/personal-information')).toHaveLength(1));
    const body = api.callsTo('PATCH', '/v2/people/{personId}/personal-information')[0]?.body as { version: number; personalInformation: { address: string }; name: { familyNameJa: string } };
    expect(body.version).toBe(4);
    expect(body.personalInformation.address).toBe('大阪府大阪市北区1-1');
    expect(body.name.familyNameJa).toBe('山田');
    expect(await screen.findByText('The changes were saved.')).toBeInTheDocument();

    conflict = true;
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.type(screen.getByLabelText('Phone number'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this person while you were editing.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('090-1234-56780');
  });

  it('refuses a kana reading in hiragana before sending', async () => {
    const { api } = renderPerson(`/person/${ids.person}/personal-information`);
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const kana = screen.getByLabelText(/^Family name \(kana\)/);
    await user.clear(kana);
    await user.type(kana, 'やまだ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter this in katakana')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/people/{personId}/personal-information')).toHaveLength(0);
  });

  it('edits the employee information: the worker type’s fields, choices from the catalogs', async () => {
    const { api } = renderPerson(`/person/${ids.person}/employee-information`);
    expect(await screen.findByText('Manager')).toBeInTheDocument();
    expect(screen.queryByText('Contractor type')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    await user.click(screen.getByRole('combobox', { name: /Position/ }));
    await user.click(await screen.findByText('Director', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/people/{personId}/employee-information')).toHaveLength(1));
    const body = api.callsTo('PATCH', '/v2/people/{personId}/employee-information')[0]?.body as { version: number; employeeInformation: Record<string, unknown> };
    expect(body.version).toBe(4);
    expect(body.employeeInformation).toMatchObject({ positionId: ids.otherPosition, departmentId: ids.department, workerNumber: 'E0001', status: 'ACTIVE' });
  });

  it('records a leaving with the date, reason and note', async () => {
    const { api } = renderPerson(`/person/${ids.person}/personal-information`);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record the leaving' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Leaving date'), '2030-03-31{Enter}');
    await user.click(within(dialog).getByRole('combobox', { name: /Retirement reason/ }));
    await user.click(await screen.findByText('Career change', { selector: '.ant-select-item-option-content' }));
    await user.type(within(dialog).getByLabelText('Leaving note'), '転職のため');
    await user.click(within(dialog).getByRole('button', { name: 'Record the leaving' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/people/{personId}/leave')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/people/{personId}/leave')[0]?.body).toEqual({
      leavingAt: '2030-03-31', retirementReasonId: ids.reason, contractEndReasonId: null, leavingNote: '転職のため', version: 4,
    });
    expect(await screen.findByText(/The leaving was recorded\. The last day of work is/)).toBeInTheDocument();
  });

  it('cancels a planned leaving after confirming', async () => {
    const leaving = { ...employee, status: 'LEAVING' as const, leavingAt: '2030-03-31', retirementReason: { id: ids.reason, name: 'Career change' } };
    const { api } = renderPerson(`/person/${ids.person}/employee-information`, { person: leaving });
    expect(await screen.findByText('Career change')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the leaving' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel the leaving' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/people/{personId}/leave/cancel')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/people/{personId}/leave/cancel')[0]?.body).toEqual({ version: 4 });
    expect(await screen.findByText('The planned leaving was cancelled.')).toBeInTheDocument();
  });

  it('sends an alumnus to the alumni address; there the family and the leaving actions are gone', async () => {
    const alumnus = { ...employee, status: 'ALUMNI' as const, isAlumni: true, leavingAt: '2024-03-31' };
    const { router, api } = renderPerson(`/person/${ids.person}/personal-information`, { person: alumnus });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/person/alumni/${ids.person}/personal-information`));
    void api;
  });

  it('shows an alumnus read-only where a leaver cannot change', async () => {
    const alumnus = { ...employee, status: 'ALUMNI' as const, isAlumni: true, leavingAt: '2024-03-31' };
    const { api } = renderPerson(`/person/alumni/${ids.person}/employee-information`, { person: alumnus, alumni: true });
    expect(await screen.findByText('Taro Yamada', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alumni' })).toHaveAttribute('href', '/people/alumni');
    expect(await screen.findByText('Leaving date')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    await user.click(tab('Personal information'));
    expect(await screen.findByRole('button', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.queryByText('Family members')).toBeNull();
    expect(api.callsTo('GET', '/v2/people/{personId}/family-members')).toHaveLength(0);
  });

  it('shows not found for an id that is not a UUID, without calling the API', async () => {
    const { api } = renderPerson('/person/nope/personal-information');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/people/{personId}')).toHaveLength(0);
  });
});

describe('FamilyMemberPage', () => {
  it('shows one family member and edits it with its version', async () => {
    const api = fakePersonApi();
    renderWithProviders(<FamilyMemberPage />, { route: `/person/${ids.person}/family/${ids.spouse}`, path: '/person/:id/family/:familyPersonId', fetcher: api.fetcher });
    expect(await screen.findByText('山田 花子', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taro Yamada' })).toHaveAttribute('href', `/person/${ids.person}/personal-information`);
    expect(screen.getByText('Tax dependant')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Health insurance dependant' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/people/{personId}/family-members/{familyMemberId}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/people/{personId}/family-members/{familyMemberId}')[0]).toMatchObject({
      params: { personId: ids.person, familyMemberId: ids.spouse },
      body: { isHealthInsuranceDependent: true, version: spouse.version, relationship: 'SPOUSE' },
    });
  });
});
