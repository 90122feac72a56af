import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { IndividualTaskDetail } from '@kanri/contracts';
import { TaskPage } from './task-page';
import { fakeTaskApi, formTask, ids, todoTask } from '../testing';

jest.setTimeout(20_000);

const render = (id: string, api: ReturnType<typeof fakeTaskApi>, selfReport?: (task: IndividualTaskDetail) => ReactNode) =>
  renderWithProviders(
    <Routes>
      <Route path="/individual/task/:id" element={<TaskPage selfReport={selfReport} />} />
    </Routes>,
    { route: `/individual/task/${id}`, fetcher: api.fetcher },
  );

describe('TaskPage', () => {
  it('shows what to do, the steps and an overdue to-do, and marks it done', async () => {
    const done: IndividualTaskDetail = { ...todoTask, status: 'DONE', actionable: false, completedAt: '2026-04-10T01:00:00Z', completedBy: { name: 'Hanako Sato' } };
    let completed = false;
    const api = fakeTaskApi([todoTask], (call) => {
      if (call.method === 'POST' && call.path === '/v2/individual/tasks/{id}/complete') {
        completed = true;
        return done;
      }
      if (completed && call.method === 'GET' && call.path === '/v2/individual/tasks/{id}') return done;
      return undefined;
    });
    render(ids.todo, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your commuting route' })).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Hanako Sato · E000002')).toBeInTheDocument();
    // the other task of mine links to its page; the approval waits for Taro Yamada
    expect(screen.getByRole('link', { name: 'Enter your new address' })).toHaveAttribute('href', `/individual/task/${ids.form}`);
    expect(screen.getByText(/Taro Yamada/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(api.callsTo('POST', '/v2/individual/tasks/{id}/complete')).toHaveLength(1);
    expect(await screen.findByText('Marked as done.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument());
  });

  it('leads a form task to its form and an approval to the approval page', async () => {
    const approval: IndividualTaskDetail = { ...todoTask, id: ids.approval, kind: 'APPROVAL', name: 'Approve the address change' };
    const api = fakeTaskApi([formTask, approval]);
    const first = render(ids.form, api);
    expect(await screen.findByRole('link', { name: 'Fill in the form' })).toHaveAttribute('href', `/individual/task/${ids.form}/form/address`);
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    first.unmount();
    render(ids.approval, api);
    expect(await screen.findByRole('link', { name: 'Review and decide' })).toHaveAttribute('href', `/individual/task/${ids.approval}/approval`);
  });

  it('says a waiting task opens later and offers no action; shows a send-back comment', async () => {
    const waiting: IndividualTaskDetail = { ...todoTask, status: 'WAITING', actionable: false };
    const sentBack: IndividualTaskDetail = { ...formTask, comment: 'Add the building name' };
    const api = fakeTaskApi([waiting, sentBack]);
    const first = render(ids.todo, api);
    expect(await screen.findByText('This task opens when the earlier steps are done.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    first.unmount();
    render(ids.form, api);
    const alert = await screen.findByText('Sent back with a comment');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText('Add the building name')).toBeInTheDocument();
  });

  it('renders the self-report slot for a device self-report task', async () => {
    const report: IndividualTaskDetail = { ...todoTask, kind: 'DEVICE_SELF_REPORT', name: 'Report your device', device: { id: 'd', name: 'ThinkPad X1', deviceTag: 'D-1', assetTag: 'AT-1', genre: 'LAPTOP', model: 'X1' } };
    render(ids.todo, fakeTaskApi([report]), (task) => <p>slot for {task.device?.name}</p>);
    expect(await screen.findByText('slot for ThinkPad X1')).toBeInTheDocument();
  });

  it("shows the not-found page for another user's task", async () => {
    render('55555555-5555-4555-8555-555555555555', fakeTaskApi([todoTask]));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
