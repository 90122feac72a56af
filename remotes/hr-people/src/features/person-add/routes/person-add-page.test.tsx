import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as uiMessages } from '@locales/ja-JP/ui';
import { messages } from '@locales/ja-JP/hr-people';
import { messages as contractMessages } from '@locales/ja-JP/contracts';
import { fakePersonAddApi, ids, type FakeAnswer } from '../testing';
import { PersonAddPage } from './person-add-page';
import { PersonAddSelectPage } from './person-add-select-page';
import { PersonAddCompletedPage } from './person-add-completed-page';

jest.setTimeout(60_000);

function renderAdd(route: string, answer?: FakeAnswer) {
  const api = fakePersonAddApi({ answer });
  const result = renderWithProviders(<PersonAddPage />, { route, path: '/person/add/:workerType', fetcher: api.fetcher });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

async function fillName(user: ReturnType<typeof userEvent.setup>, kana = 'ヤマダ') {
  await user.type(screen.getByRole('textbox', { name: /^Family name\s*\*?$/ }), '山田');
  await user.type(screen.getByRole('textbox', { name: /^Given name\s*\*?$/ }), '花子');
  await user.type(screen.getByRole('textbox', { name: /Family name \(kana\)/ }), kana);
  await user.type(screen.getByRole('textbox', { name: /Given name \(kana\)/ }), 'ハナコ');
  await user.type(screen.getByRole('textbox', { name: /Family name \(romaji\)/ }), 'Yamada');
  await user.type(screen.getByRole('textbox', { name: /Given name \(romaji\)/ }), 'Hanako');
}

describe('Person add flow', () => {
  it('offers the four worker types with what they mean, each to the form and the CSV import', () => {
    renderWithProviders(<PersonAddSelectPage />, { route: '/person/add' });
    const list = screen.getByRole('list', { name: 'Worker types' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Add a person: Board member' })).toHaveAttribute('href', '/person/add/board-member');
    expect(screen.getByRole('link', { name: 'Import from CSV: Contractor' })).toHaveAttribute('href', '/person/import-csv/contractor');
    expect(screen.getByText(/director or auditor/)).toBeInTheDocument();
  });

  it('posts an employee with its catalogs and lands on the completed page with the names', async () => {
    const { api, router, user } = renderAdd('/person/add/employee');
    await fillName(user);
    await user.type(screen.getByRole('textbox', { name: /Worker number/ }), 'E9001');
    await user.type(screen.getByRole('textbox', { name: /Work e-mail/ }), 'hanako.yamada@kanri.example');
    // employee-only fields are there, contractor-only ones are not
    expect(screen.getByLabelText('Employment type')).toBeInTheDocument();
    expect(screen.queryByLabelText('Contractor type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Affiliated company')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/people')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/people')[0]?.body).toMatchObject({
      workerType: 'EMPLOYEE',
      name: { familyNameJa: '山田', givenNameJa: '花子', familyNameKana: 'ヤマダ', givenNameKana: 'ハナコ', familyNameEn: 'Yamada', givenNameEn: 'Hanako', middleNameEn: null },
      employeeInformation: { workerNumber: 'E9001', email: 'hanako.yamada@kanri.example', status: 'ACTIVE', departmentId: null },
      payroll: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/add/employee/completed'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('addedPersonID')).toBe(ids.created);
    expect(search.get('addedPersonFamilyName')).toBe('山田');
    expect(search.get('addedPersonGivenName')).toBe('花子');
  });

  it('shows the contractor\'s own fields and checks katakana and required fields before sending', async () => {
    const { api, user } = renderAdd('/person/add/contractor');
    expect(await screen.findByLabelText('Contractor type')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Affiliated company/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Employment type')).not.toBeInTheDocument();
    await fillName(user, 'やまだ');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(screen.getByText('Enter this in katakana')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/people')).toHaveLength(0);
  });

  it('says what a field expects (katakana, 123-4567) and focuses the first field in error, in Japanese (issue 30)', async () => {
    i18n.load('ja-JP', { ...(uiMessages as Messages), ...(messages as Messages), ...(contractMessages as Messages) });
    const api = fakePersonAddApi();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<PersonAddPage />, { route: '/person/add/employee', path: '/person/add/:workerType', fetcher: api.fetcher, locale: 'ja-JP' });
    const kana = await screen.findByRole('textbox', { name: /セイ|姓（カナ）|フリガナ/ });
    await user.type(kana, 'やまだ');
    const postal = screen.getByRole('textbox', { name: /郵便番号/ });
    await user.type(postal, '1000001');
    await user.click(screen.getByRole('button', { name: /追加/ }));
    expect(await screen.findByText('カタカナで入力してください')).toBeInTheDocument();
    expect(screen.getByText('郵便番号は 123-4567 の形式で入力してください')).toBeInTheDocument();
    expect(screen.queryByText('入力値が正しくありません')).not.toBeInTheDocument();
    // the first field in error (the family name, required) has the focus
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(document.activeElement).toBe(screen.getAllByRole('textbox').find((box) => box.getAttribute('aria-invalid') === 'true'));
    expect(api.callsTo('POST', '/v2/people')).toHaveLength(0);
  });

  it('says what a field expects in English too (katakana, 123-4567), and focuses the first field in error (issue 30)', async () => {
    const { api, user } = renderAdd('/person/add/employee');
    await user.type(await screen.findByRole('textbox', { name: /Family name \(kana\)/ }), 'やまだ');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '1000001');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findAllByText('Enter this in katakana')).not.toHaveLength(0);
    expect(screen.getByText('Enter the postal code as 123-4567')).toBeInTheDocument();
    expect(screen.queryByText('This value is not valid')).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo('POST', '/v2/people')).toHaveLength(0);
  });

  it('puts a 409 on the worker number field', async () => {
    const { user } = renderAdd('/person/add/collaborator', (call) =>
      call.method === 'POST'
        ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This worker number is already used by another person', fieldErrors: [{ path: 'employeeInformation.workerNumber', message: 'This worker number is already used by another person' }] })
        : undefined,
    );
    await fillName(user);
    await user.type(screen.getByRole('textbox', { name: /Worker number/ }), 'C0001');
    await user.type(screen.getByRole('textbox', { name: /Work e-mail/ }), 'c0001@partner.example');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    const field = screen.getByRole('textbox', { name: /Worker number/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('This worker number is already used by another person').length).toBeGreaterThan(0);
  });


  it('after a submit refused for a malformed e-mail, the corrected form posts and lands on the completed page', async () => {
    const { api, router, user } = renderAdd('/person/add/contractor');
    await fillName(user);
    await user.type(screen.getByRole('textbox', { name: /Worker number/ }), 'C9001');
    await user.type(screen.getByRole('textbox', { name: /Work e-mail/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findAllByText(/not valid|e-mail/i)).not.toHaveLength(0);
    const email = screen.getByRole('textbox', { name: /Work e-mail/ });
    await user.clear(email);
    await user.type(email, 'c9001@partner.example');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/people')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/add/contractor/completed'));
  });

  it('an unknown worker type is not found', async () => {
    renderAdd('/person/add/robot');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it('the completed page names the person in Japanese order and links onwards; without addedPersonID it says so', async () => {
    i18n.load('ja-JP', { ...(uiMessages as Messages), ...(messages as Messages) });
    renderWithProviders(<PersonAddCompletedPage />, {
      route: `/person/add/employee/completed?addedPersonID=${ids.created}&addedPersonFamilyName=山田&addedPersonGivenName=花子`,
      path: '/person/add/:workerType/completed',
      locale: 'ja-JP',
    });
    expect(screen.getByRole('heading', { name: '山田 花子さんを追加しました' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '追加した人を開く' })).toHaveAttribute('href', `/person/${ids.created}`);
    expect(screen.getByRole('link', { name: '続けて追加する' })).toHaveAttribute('href', '/person/add/employee');
    expect(screen.getByRole('link', { name: '従業員一覧へ' })).toHaveAttribute('href', '/people/workforce');
  });

  it('the completed page without addedPersonID shows the fallback', () => {
    renderWithProviders(<PersonAddCompletedPage />, { route: '/person/add/board-member/completed?addedPersonFamilyName=Yamada', path: '/person/add/:workerType/completed' });
    expect(screen.getByRole('heading', { name: 'We cannot tell which person was added' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the person' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add another person' })).toHaveAttribute('href', '/person/add/board-member');
  });
});
