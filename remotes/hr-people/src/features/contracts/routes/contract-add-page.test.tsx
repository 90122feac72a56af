import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders, testSession } from '@kanri/runtime/testing';
import { fakeContractsApi, ids, type FakeAnswer } from '../testing';
import { ContractAddPage } from './contract-add-page';

jest.setTimeout(60_000);

function renderAdd(route: string, answer: FakeAnswer) {
  const api = fakeContractsApi({ answer });
  const result = renderWithProviders(<ContractAddPage />, { route, path: '/contract/add', fetcher: api.fetcher, session: testSession });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** Types a date into the kit's date field (antd DatePicker: type, then Enter). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  const input = screen.getByRole('textbox', { name });
  await user.click(input);
  await user.type(input, `${value}{Enter}`);
}

describe('ContractAddPage', () => {
  it('preselects the type from the URL, refuses a submit (client, then server 409) and sends the corrected one', async () => {
    let posts = 0;
    const { api, user, router } = renderAdd('/contract/add?contractType=DELEGATION', (call) => {
      if (call.method !== 'POST') return undefined;
      posts += 1;
      return posts === 1
        ? new ApiError({ status: 409, code: 'CONFLICT', message: 'Another contract already has this contract number.', fieldErrors: [{ path: 'contractNumber', message: 'Another contract already has this contract number.' }] })
        : { id: ids.created };
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add contract' })).toBeInTheDocument();
    expect(screen.getByText('Delegation')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Save as draft' });
    // 1) refused by the client: required fields and auto-renewal without a term
    await user.click(screen.getByRole('switch', { name: /Automatic renewal/ }));
    await user.click(submit);
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(api.callsTo('POST', '/v2/contracts')).toHaveLength(0);
    // 2) filled in, refused by the server (the number is taken): the message lands under the field
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '業務委託契約（テスト）');
    await user.type(screen.getByRole('textbox', { name: /English title/ }), 'Service agreement (test)');
    await user.type(screen.getByRole('textbox', { name: /Contract number/ }), 'DLG-001');
    await user.type(screen.getByRole('textbox', { name: 'Counterparty' }), '株式会社テスト');
    await typeDate(user, /Start date/, '2026-04-01');
    await typeDate(user, /End date/, '2027-03-31');
    await user.type(screen.getByRole('spinbutton', { name: /Renewal term/ }), '12');
    await user.type(screen.getByRole('spinbutton', { name: /Amount/ }), '500000');
    await user.click(submit);
    await waitFor(() => expect(api.callsTo('POST', '/v2/contracts')).toHaveLength(1));
    expect((await screen.findAllByText('Another contract already has this contract number.')).length).toBeGreaterThan(0);
    // 3) corrected and sent again: the button is not stuck loading, the draft is created
    await waitFor(() => expect(submit).not.toHaveClass('ant-btn-loading'));
    const number = screen.getByRole('textbox', { name: /Contract number/ });
    await user.clear(number);
    await user.type(number, 'DLG-002');
    await user.click(submit);
    await waitFor(() => expect(api.callsTo('POST', '/v2/contracts')).toHaveLength(2));
    expect(api.callsTo('POST', '/v2/contracts')[1]?.body).toEqual({
      title: '業務委託契約（テスト）',
      titleEn: 'Service agreement (test)',
      contractNumber: 'DLG-002',
      contractType: 'DELEGATION',
      counterpartyName: '株式会社テスト',
      counterpartyContact: null,
      ourPartyName: testSession.company.name,
      startDate: '2026-04-01',
      endDate: '2027-03-31',
      autoRenewal: true,
      renewalTermMonths: 12,
      noticePeriodDays: null,
      amount: 500000,
      currency: 'JPY',
      billingCycle: 'MONTHLY',
      notes: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contract/${ids.created}`));
  });

  it('a server failure other than a field error shows a toast and keeps the form', async () => {
    const { user } = renderAdd('/contract/add', (call) => (call.method === 'POST' ? new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong.' }) : undefined));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '雇用契約書');
    await user.type(screen.getByRole('textbox', { name: 'Counterparty' }), '山田 太郎');
    await typeDate(user, /Start date/, '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('The contract could not be added.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('雇用契約書');
  });
});
