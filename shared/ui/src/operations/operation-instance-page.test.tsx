import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { OperationCore, OperationInstanceDetail } from '@kanri/contracts';
import { messages as jaUi } from '@locales/ja-JP/ui';
import { messages as jaContracts } from '@locales/ja-JP/contracts';
import { OperationInstancePage } from './operation-instance-page';
import { fakeOperationsApi, ocIds, onboardingInstance, submittedInstance } from './instance-testing';
import type { FakeApiCall } from '../record/fake-api';

jest.setTimeout(60_000);

const laborBase = `/labor-core/operation-packages/${ocIds.package}/patterns/${ocIds.pattern}/instances/${ocIds.instance}`;
const laborPath = '/labor-core/operation-packages/:id/patterns/:patternId/instances/:instanceId/:tab?';

function renderInstance(options: { core?: OperationCore; tab?: string; instance?: OperationInstanceDetail; answer?: (call: FakeApiCall) => unknown; locale?: 'ja-JP'; instanceId?: string } = {}) {
  const core = options.core ?? 'LABOR';
  const api = fakeOperationsApi({ instance: options.instance, answer: options.answer });
  if (options.locale) i18n.load('ja-JP', { ...(jaUi as Messages), ...(jaContracts as Messages) });
  const id = options.instanceId ?? ocIds.instance;
  const base = core === 'IT' ? `/it-operation-core/operation-instances/${id}` : laborBase.replace(ocIds.instance, id);
  const path = core === 'IT' ? '/it-operation-core/operation-instances/:instanceId/:tab?' : laborPath;
  const result = renderWithProviders(<OperationInstancePage core={core} />, { route: `${base}${options.tab ? `/${options.tab}` : ''}`, path, fetcher: api.fetcher, locale: options.locale });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('OperationInstancePage', () => {
  it('labor core: opens the profile tab with the subject card, the summary (request by title) and the steps timeline with an overdue task', async () => {
    const { router } = renderInstance();
    expect(await screen.findByText('山田 太郎', { selector: 'h1, h1 *' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${laborBase}/profile`));
    expect(await screen.findByRole('link', { name: 'Open the record of 山田 太郎' })).toHaveAttribute('href', `/person/${ocIds.person}`);
    expect(screen.getByText('E-0042')).toBeInTheDocument();
    // the breadcrumb goes back to the pattern's instances on the packages page
    expect(screen.getByRole('link', { name: 'Onboarding › Standard onboarding' })).toHaveAttribute(
      'href',
      `/labor-core/packages?operationPackageId=${ocIds.package}&operationPackagePatternId=${ocIds.pattern}`,
    );
    expect(await screen.findByText('April hires')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 tasks done')).toBeInTheDocument();
    const paperwork = screen.getByRole('list', { name: 'Paperwork' });
    expect(within(paperwork).getByText('Fill in the onboarding details')).toBeInTheDocument();
    // the form task's due date has passed (2026-04-03); the approval's (2999) has not
    expect(within(paperwork).getAllByText('Overdue')).toHaveLength(1);
    expect(within(paperwork).getByText(/Managers/)).toBeInTheDocument();
    const preparation = screen.getByRole('list', { name: 'Preparation' });
    expect(within(preparation).getByText(/Completed by Hanako Sato/)).toBeInTheDocument();
    // the labor core has profile and data only
    expect(screen.getByRole('tab', { name: 'Data' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Operation activity' })).toBeNull();
  });

  it('IT core: the index opens detail; the operation-activity tab reads the instance audit log', async () => {
    const { router, user, api } = renderInstance({ core: 'IT' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/it-operation-core/operation-instances/${ocIds.instance}/detail`));
    expect(await screen.findByRole('list', { name: 'Paperwork' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Profile' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Operation activity' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/audit-logs').at(-1)?.query).toEqual({ resourceType: 'OPERATION_INSTANCE', resourceId: ocIds.instance }));
    expect(router.state.location.pathname).toBe(`/it-operation-core/operation-instances/${ocIds.instance}/operation-activity`);
  });

  it('shows not found for an id that is not a UUID, without calling the API', async () => {
    const { api } = renderInstance({ instanceId: 'not-a-uuid' });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/labor-core/operation-instances/{id}')).toHaveLength(0);
  });

  it('data tab: lists the tasks and the submitted form values by label', async () => {
    renderInstance({ tab: 'data', instance: submittedInstance });
    const tasks = await screen.findByRole('table', { name: 'Tasks' });
    expect(within(tasks).getByText('Approve the hire')).toBeInTheDocument();
    expect(await screen.findByText('Fill in the onboarding details — Onboarding details')).toBeInTheDocument();
    expect(screen.getByText('taro.y')).toBeInTheDocument();
    expect(screen.getByText('Mac')).toBeInTheDocument();
    // a done task offers no completion; the open approval does
    expect(screen.queryByRole('button', { name: 'Complete "Fill in the onboarding details" on behalf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete "Approve the hire" on behalf' })).toBeInTheDocument();
  });

  it('completes a FORM task on behalf: the generated form refuses a missing required answer, then sends the corrected values', async () => {
    const { user, api } = renderInstance({ tab: 'data', answer: (call) => (call.method === 'POST' ? onboardingInstance : undefined) });
    await user.click(await screen.findByRole('button', { name: 'Complete "Fill in the onboarding details" on behalf' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Onboarding details')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Complete the task' }));
    expect((await within(drawer).findAllByText('This field is required')).length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('POST', '/v2/labor-core/operation-instances/{id}/tasks/{taskId}/complete')).toHaveLength(0);
    await user.type(within(drawer).getByRole('textbox', { name: 'Account name' }), 'taro.y');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Agrees to the rules' }));
    await user.click(within(drawer).getByRole('button', { name: 'Complete the task' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/labor-core/operation-instances/{id}/tasks/{taskId}/complete')).toHaveLength(1));
    const [call] = api.callsTo('POST', '/v2/labor-core/operation-instances/{id}/tasks/{taskId}/complete');
    expect(call!.params).toEqual({ id: ocIds.instance, taskId: 'a0000000-0000-4000-8000-000000000002' });
    expect(call!.body).toEqual({ formValues: { account: 'taro.y', pc: null, agreed: true }, decision: null, comment: null });
    expect(await screen.findByText('The task "Fill in the onboarding details" was completed on behalf of its assignee.')).toBeInTheDocument();
  });

  it('records an approval decision on behalf: sending back needs a comment; a 409 shows the server message', async () => {
    const refusal = new ApiError({ status: 409, code: 'CONFLICT', message: 'This task is no longer open.' });
    const { user, api } = renderInstance({ tab: 'data', answer: (call) => (call.method === 'POST' ? refusal : undefined) });
    await user.click(await screen.findByRole('button', { name: 'Complete "Approve the hire" on behalf' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('radio', { name: 'Sent back' }));
    await user.click(within(drawer).getByRole('button', { name: 'Record the decision' }));
    expect(await within(drawer).findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/labor-core/operation-instances/{id}/tasks/{taskId}/complete')).toHaveLength(0);
    await user.type(within(drawer).getByRole('textbox', { name: 'Comment' }), 'Missing the contract');
    await user.click(within(drawer).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/labor-core/operation-instances/{id}/tasks/{taskId}/complete')).toHaveLength(1));
    expect(api.calls.at(-1)!.body).toEqual({ formValues: null, decision: 'SENT_BACK', comment: 'Missing the contract' });
    expect(await screen.findByText('This task is no longer open.')).toBeInTheDocument();
  });

  it('aborts with a required reason and the version; a 409 stays in the dialog with the server message', async () => {
    let refuse = true;
    const { user, api } = renderInstance({
      answer: (call) =>
        call.method === 'PATCH' ? (refuse ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This instance is no longer in progress.' }) : { ...onboardingInstance, status: 'ABORTED' }) : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Abort' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Abort' }));
    expect(await within(dialog).findByText('Enter the reason for aborting')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/labor-core/operation-instances/{id}/abort')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Abort reason' }), 'The hire was withdrawn');
    await user.click(within(dialog).getByRole('button', { name: 'Abort' }));
    expect(await within(dialog).findByText('This instance is no longer in progress.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/labor-core/operation-instances/{id}/abort')[0]!.body).toEqual({ reason: 'The hire was withdrawn', version: 4 });
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Abort' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/labor-core/operation-instances/{id}/abort')).toHaveLength(2));
    expect(await screen.findByText('The instance was aborted.')).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    renderInstance({ locale: 'ja-JP', instance: { ...onboardingInstance, status: 'ABORTED', abortReason: '入社辞退', abortedBy: { name: '佐藤 花子' }, abortedAt: '2026-03-30T01:00:00.000Z' } });
    expect(await screen.findByText('中止理由')).toBeInTheDocument();
    expect(screen.getByText('入社辞退')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'プロフィール' })).toBeInTheDocument();
    expect(screen.getByText('基準日')).toBeInTheDocument();
    // aborted: no abort button
    expect(screen.queryByRole('button', { name: '中止' })).toBeNull();
  });
});
