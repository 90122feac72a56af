import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { ContractDetail } from '@kanri/contracts';
import { messages as jaMessages } from '@locales/ja-JP/hr-people';
import { messages as jaContracts } from '@locales/ja-JP/contracts';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { fakeContractsApi, ids, slack, slackUnderApproval, type FakeAnswer } from '../testing';
import { ContractPage } from './contract-page';

jest.setTimeout(60_000);

function renderRecord(options: { tab?: string; detail?: ContractDetail; answer?: FakeAnswer; locale?: 'ja-JP'; id?: string } = {}) {
  const api = fakeContractsApi({ detail: options.detail, answer: options.answer });
  if (options.locale) i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContracts as Messages), ...(jaMessages as Messages) });
  const id = options.id ?? (options.detail ?? slack).id;
  const route = `/contract/${id}${options.tab ? `/${options.tab}` : ''}`;
  const result = renderWithProviders(<ContractPage />, { route, path: '/contract/:id/:tab?', fetcher: api.fetcher, locale: options.locale });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('ContractPage', () => {
  it('opens the structure tab: parties, term, renewal, the amount in its currency and the covered records linking to their pages', async () => {
    const { router } = renderRecord();
    expect(await screen.findByText('Slack 利用契約', { selector: 'h1, h1 *' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contract/${ids.contract}/structure`));
    expect(await screen.findByText('$12,000.00 / Yearly')).toBeInTheDocument();
    expect(screen.getByText('Renewal soon')).toBeInTheDocument();
    expect(screen.getByText('Slack Technologies')).toBeInTheDocument();
    expect(screen.getByText('Yes, every 12 months')).toBeInTheDocument();
    expect(screen.getByText('30 days before the end of the term')).toBeInTheDocument();
    const covered = screen.getByRole('list', { name: 'Covered records' });
    expect(within(covered).getByRole('link', { name: 'Slack' })).toHaveAttribute('href', `/app-integrations/${ids.app}`);
    expect(within(covered).getByRole('link', { name: 'Hanako Sato' })).toHaveAttribute('href', `/person/${ids.person}`);
    // an active contract offers renew and terminate, not submit or delete
    expect(screen.getByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for approval' })).toBeNull();
  });

  it('heads the page with the title the API shows in the screen language and lists both titles as stored (issue 30)', async () => {
    const item = (label: string) => screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' }).closest('.ant-descriptions-item-label')!.nextElementSibling as HTMLElement;
    renderRecord({ detail: { ...slack, title: 'Slack subscription agreement', titleEn: 'Slack subscription agreement' } });
    expect(await screen.findByText('Slack subscription agreement', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(await screen.findByText('$12,000.00 / Yearly')).toBeInTheDocument();
    expect(item('Title')).toHaveTextContent('Slack 利用契約');
    expect(item('English title')).toHaveTextContent('Slack subscription agreement');
  });

  it('says the English title is not set when English falls back to the title typed', async () => {
    const item = (label: string) => screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' }).closest('.ant-descriptions-item-label')!.nextElementSibling as HTMLElement;
    renderRecord();
    expect(await screen.findByText('Slack 利用契約', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(await screen.findByText('$12,000.00 / Yearly')).toBeInTheDocument();
    expect(item('English title')).not.toHaveTextContent('Slack');
  });

  it('shows the reminders on rule-and-policy: the notice deadline and the days left', async () => {
    renderRecord({ tab: 'rule-and-policy' });
    expect(await screen.findByText('Renewal soon: 12 days left until the notice deadline.')).toBeInTheDocument();
    expect(screen.getByText('Give notice by the deadline to stop the automatic renewal.')).toBeInTheDocument();
    expect(screen.getByText('03/01/2026')).toBeInTheDocument();
  });

  it('lists risk provisions and adds one', async () => {
    const { user, api } = renderRecord({ tab: 'risk-provisions', answer: (call) => (call.method === 'POST' ? { id: ids.created } : undefined) });
    const table = await screen.findByRole('table', { name: 'Risk provisions' });
    expect(await within(table).findByText('Limitation of liability')).toBeInTheDocument();
    expect(within(table).getByText('High')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Add risk provision/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Where' }), '第12条');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/contracts/{id}/risk-provisions')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/contracts/{id}/risk-provisions')[0]?.body).toEqual({ clauseKind: 'LIABILITY_CAP', clauseReference: '第12条', riskLevel: 'MEDIUM', note: null });
  });

  it('keeps what was typed in a risk provision and says it changed when someone else saved first (409, issue 29)', async () => {
    const stale = new ApiError({ status: 409, code: 'CONFLICT', message: 'This record was changed by someone else. Reload it and try again.' });
    const { user, api } = renderRecord({ tab: 'risk-provisions', answer: (call) => (call.method === 'PATCH' ? stale : undefined) });
    const table = await screen.findByRole('table', { name: 'Risk provisions' });
    await user.click(await within(table).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const where = within(dialog).getByRole('textbox', { name: 'Where' });
    await user.clear(where);
    await user.type(where, '第15条');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed this risk provision while you were editing it.');
    expect(api.callsTo('PATCH', '/v2/contracts/{id}/risk-provisions/{provisionId}')[0]?.body).toMatchObject({ clauseReference: '第15条', version: 2 });
    // the dialog stays open with the user's value, and Reload is offered
    expect(within(dialog).getByRole('textbox', { name: 'Where' })).toHaveValue('第15条');
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the lifecycle timeline with who, when and the comments', async () => {
    renderRecord({ tab: 'operation-activity' });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Submitted for approval')).toBeInTheDocument();
    expect(screen.getByText('Approved within budget.')).toBeInTheDocument();
    expect(screen.getByText(/Makoto Takahashi/)).toBeInTheDocument();
  });

  it('approves a contract under approval; a rejection needs a comment', async () => {
    const { user, api } = renderRecord({ tab: 'approval-info', detail: slackUnderApproval, answer: (call) => (call.method === 'POST' ? slack : undefined) });
    const recorded = await screen.findByRole('table', { name: 'Approvals recorded' });
    expect(await within(recorded).findByText('Approved within budget.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Enter why the contract is rejected.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/contracts/{id}/reject')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'OK');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/contracts/{id}/approve')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/contracts/{id}/approve')[0]?.body).toEqual({ version: 2, comment: 'OK' });
  });

  it('shows the record history from the audit log', async () => {
    const { api } = renderRecord({ tab: 'history' });
    await waitFor(() => expect(api.callsTo('GET', '/v2/audit-logs').length).toBeGreaterThan(0));
    expect(api.callsTo('GET', '/v2/audit-logs')[0]?.query).toMatchObject({ resourceType: 'CONTRACT', resourceId: ids.contract });
  });

  it('a draft offers submit and delete; submitting sends the version read', async () => {
    const draft: ContractDetail = { ...slack, status: 'DRAFT', renewalSoon: false, allowedActions: ['submit'], version: 1, subjects: [] };
    const { user, api } = renderRecord({ detail: draft, answer: (call) => (call.method === 'POST' ? { ...draft, status: 'UNDER_APPROVAL' } : undefined) });
    expect(await screen.findByText('This contract covers no records yet')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Delete/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/contracts/{id}/submit')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/contracts/{id}/submit')[0]?.body).toEqual({ version: 1, comment: null });
  });

  it('edits a draft with the version read; a stale version keeps what was typed and offers Reload', async () => {
    const draft: ContractDetail = { ...slack, status: 'DRAFT', renewalSoon: false, allowedActions: ['submit'], version: 4, subjects: [] };
    let patches = 0;
    const { user, api } = renderRecord({
      detail: draft,
      answer: (call) => {
        if (call.method !== 'PATCH') return undefined;
        patches += 1;
        return patches === 1 ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This contract was changed by someone else. Reload it and try again.' }) : { ...draft, title: 'Slack 利用契約（改訂）', version: 5 };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Slack 利用契約（改訂）');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/contracts/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/contracts/{id}')[0]?.body).toMatchObject({ title: 'Slack 利用契約（改訂）', version: 4, contractType: 'SAAS_SOFTWARE', amount: 12000, currency: 'USD' });
    expect(await screen.findByText('Someone else changed this contract while you were editing it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Slack 利用契約（改訂）');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/contracts/{id}')).toHaveLength(2));
  });

  it('an active contract cannot be edited', async () => {
    renderRecord();
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('a refused move shows the server message', async () => {
    const draft: ContractDetail = { ...slack, status: 'DRAFT', allowedActions: ['submit'], version: 1 };
    const { user } = renderRecord({
      detail: draft,
      answer: (call) => (call.method === 'POST' ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This contract was changed by someone else. Reload it and try again.' }) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('This contract was changed by someone else. Reload it and try again.')).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    renderRecord({ locale: 'ja-JP' });
    expect(await screen.findByText('Slack 利用契約', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '構成' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '稟議・承認' })).toBeInTheDocument();
    expect(screen.getAllByText('SaaS契約').length).toBeGreaterThan(0);
    expect(screen.getByText('更新期限間近')).toBeInTheDocument();
    expect(await screen.findByText('連携アプリ')).toBeInTheDocument();
  });

  it('shows not found for an unknown id', async () => {
    renderRecord({ id: ids.created });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
