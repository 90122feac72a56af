import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { OperationPatternDetail, UpdatePatternBody } from '@kanri/contracts';
import { messages as jaUi } from '@locales/ja-JP/ui';
import { messages as jaContracts } from '@locales/ja-JP/contracts';
import { PatternConfigPage } from './pattern-config-page';
import { fakeOperationsApi, ocIds, onboardingPattern } from './instance-testing';
import type { FakeApiCall } from '../record/fake-api';

jest.setTimeout(90_000);

const patternPath = '/v2/labor-core/operation-packages/{id}/patterns/{patternId}';

function renderConfig(options: { pattern?: OperationPatternDetail; answer?: (call: FakeApiCall) => unknown; patternId?: string; locale?: 'ja-JP' } = {}) {
  const api = fakeOperationsApi({ pattern: options.pattern, answer: options.answer });
  if (options.locale) i18n.load('ja-JP', { ...(jaUi as Messages), ...(jaContracts as Messages) });
  const result = renderWithProviders(<PatternConfigPage core="LABOR" />, {
    route: `/labor-core/config/${options.patternId ?? ocIds.pattern}`,
    path: '/labor-core/config/:patternId',
    fetcher: api.fetcher,
    locale: options.locale,
  });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const patches = (api: ReturnType<typeof fakeOperationsApi>) => api.callsTo('PATCH', patternPath);

describe('PatternConfigPage', () => {
  it('finds the pattern by its id through the core’s configs and shows its steps, tasks and forms read-only', async () => {
    const { api } = renderConfig();
    expect(await screen.findByText('Standard onboarding', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(api.callsTo('GET', patternPath)[0]!.params).toEqual({ id: ocIds.package, patternId: ocIds.pattern });
    expect(screen.getByRole('link', { name: 'Configurations' })).toHaveAttribute('href', '/labor-core/configs');
    const paperwork = screen.getByRole('list', { name: 'Paperwork' });
    expect(within(paperwork).getByText('Fill in the details')).toBeInTheDocument();
    expect(within(paperwork).getByText(/The subject · 2 days after the anchor date · Onboarding details/)).toBeInTheDocument();
    expect(screen.getByText(/3 days before the anchor date/)).toBeInTheDocument();
    const fields = screen.getByRole('table', { name: 'Fields of Onboarding details' });
    expect(within(fields).getByText('Account name')).toBeInTheDocument();
    expect(within(fields).getByText('Mac, Windows')).toBeInTheDocument();
  });

  it('shows not found for an id that is not a UUID or not among the core’s patterns', async () => {
    renderConfig({ patternId: 'c0ffee00-0000-4000-8000-000000000000' });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it('refuses an invalid definition without sending, then saves the corrected one with its version', async () => {
    const { user, api } = renderConfig({ answer: (call) => (call.method === 'PATCH' ? { ...onboardingPattern, version: 8 } : undefined) });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const editor = await screen.findByRole('form', { name: 'Edit the pattern' });
    const name = within(editor).getByRole('textbox', { name: 'Pattern name (English)' });
    await user.clear(name);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('This field is required')).toBeInTheDocument();
    expect(patches(api)).toHaveLength(0);
    // the corrected submit goes out (the submit button must not stay busy after the refusal)
    await user.type(name, 'Onboarding (standard)');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    const body = patches(api)[0]!.body as UpdatePatternBody;
    expect(body.version).toBe(7);
    expect(body.name).toEqual({ ja: '標準の入社手続き', en: 'Onboarding (standard)' });
    expect(body.description).toBeNull();
    // the assignee keeps only what its kind uses
    expect(body.definition.steps[0]!.tasks[0]).toEqual({ key: 'prepare', name: { ja: '机の準備', en: 'Prepare the desk' }, kind: 'TODO', assignee: { kind: 'STAFF' }, dueOffsetDays: -3, formId: null });
    expect(body.definition.forms).toEqual(onboardingPattern.definition.forms);
    expect(await screen.findByText('The pattern was saved. Instances already started keep their tasks.')).toBeInTheDocument();
  });

  it('adds a step with a task, reorders the steps, and a FORM task must name a form', async () => {
    const { user, api } = renderConfig({ answer: (call) => (call.method === 'PATCH' ? onboardingPattern : undefined) });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const editor = await screen.findByRole('form', { name: 'Edit the pattern' });
    await user.click(within(editor).getByRole('button', { name: /Add a step/ }));
    const step3 = within(editor).getByRole('region', { name: 'Step 3' });
    await user.type(within(step3).getByRole('textbox', { name: 'Step name (Japanese)' }), '最終確認');
    await user.type(within(step3).getByRole('textbox', { name: 'Step name (English)' }), 'Final check');
    await user.type(within(step3).getByRole('textbox', { name: 'Task name (Japanese)' }), '書類の確認');
    await user.type(within(step3).getByRole('textbox', { name: 'Task name (English)' }), 'Check the papers');
    // the new step moves up to second place
    await user.click(within(editor).getByRole('button', { name: 'Move step 3 up' }));
    // a FORM task without forms left: remove the only form, and the task says it must name one
    await user.click(within(editor).getByRole('button', { name: 'Remove form 1' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Choose the form this task fills')).toBeInTheDocument();
    expect(patches(api)).toHaveLength(0);
    // make that task a to-do instead: the form reference is cleared with the kind
    const step3Now = within(editor).getByRole('region', { name: 'Step 3' });
    await user.click(within(step3Now).getByRole('combobox', { name: 'Kind of task' }));
    await user.click((await screen.findAllByTitle('To-do')).at(-1)!);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    const body = patches(api)[0]!.body as UpdatePatternBody;
    expect(body.definition.steps.map((s) => s.key)).toEqual(['prepare', 'step-1', 'paperwork']);
    expect(body.definition.steps[1]!.tasks[0]).toEqual({ key: 'task-1', name: { ja: '書類の確認', en: 'Check the papers' }, kind: 'TODO', assignee: { kind: 'STAFF' }, dueOffsetDays: 0, formId: null });
    expect(body.definition.steps[2]!.tasks[0]!.kind).toBe('TODO');
    expect(body.definition.steps[2]!.tasks[0]!.formId).toBeNull();
    expect(body.definition.forms).toEqual([]);
  });

  it('assigns a task to a person: the person is required, then only the person id is sent', async () => {
    const { user, api } = renderConfig({ answer: (call) => (call.method === 'PATCH' ? onboardingPattern : undefined) });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const editor = await screen.findByRole('form', { name: 'Edit the pattern' });
    const step1 = within(editor).getByRole('region', { name: 'Step 1' });
    await user.click(within(step1).getByRole('combobox', { name: 'Assignee' }));
    await user.click((await screen.findAllByTitle('A person')).at(-1)!);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(step1).findByText('This field is required')).toBeInTheDocument();
    expect(patches(api)).toHaveLength(0);
    await user.click(within(step1).getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByText('Taro Yamada'));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect((patches(api)[0]!.body as UpdatePatternBody).definition.steps[0]!.tasks[0]!.assignee).toEqual({ kind: 'PERSON', personId: ocIds.person });
  });

  it('puts the server’s 400 field paths under the fields, and a stale version shows the conflict with Reload', async () => {
    let answer: unknown = new ApiError({ status: 400, code: 'VALIDATION', message: 'Invalid', fieldErrors: [{ path: 'definition.steps.1.tasks.0.name.en', message: 'Server says no' }] });
    const { user, api } = renderConfig({ answer: (call) => (call.method === 'PATCH' ? answer : undefined) });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const editor = await screen.findByRole('form', { name: 'Edit the pattern' });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Server says no')).toBeInTheDocument();
    // the error clears once the field changes; the next save goes out
    const paperwork = within(editor).getByRole('region', { name: 'Step 2' });
    await user.type(within(paperwork).getByRole('textbox', { name: 'Task name (English)' }), '!');
    expect(within(editor).queryByText('Server says no')).toBeNull();
    answer = new ApiError({ status: 409, code: 'CONFLICT', message: 'This record was changed by someone else. Reload it and try again.' });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Someone else changed this pattern while you were editing it.')).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(patches(api)).toHaveLength(2);
  });

  it('archives after asking, and restores an archived pattern', async () => {
    const { user, api } = renderConfig({ answer: (call) => (call.method === 'PATCH' ? { ...onboardingPattern, archived: true } : undefined) });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/can no longer be started/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${patternPath}/archive`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${patternPath}/archive`)[0]!.params).toEqual({ id: ocIds.package, patternId: ocIds.pattern });
  });

  it('reads in Japanese', async () => {
    const { user } = renderConfig({ locale: 'ja-JP' });
    expect(await screen.findByRole('button', { name: 'アーカイブ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /編集/ }));
    expect(await screen.findByRole('button', { name: /ステップを追加/ })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'タスク名（日本語）' }).length).toBe(2);
  });
});
