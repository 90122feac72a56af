import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@kanri/runtime/testing';
import { TaskApprovalPage } from './task-approval-page';
import { approvalId, approvalTask, fakeApprovalApi } from '../testing';

jest.setTimeout(30_000);

const render = (api: ReturnType<typeof fakeApprovalApi>) =>
  renderWithProviders(
    <Routes>
      <Route path="/individual/task/:id/approval" element={<TaskApprovalPage />} />
      <Route path="/individual/task/:id" element={<p>task page</p>} />
    </Routes>,
    { route: `/individual/task/${approvalId}/approval`, fetcher: api.fetcher },
  );

describe('TaskApprovalPage', () => {
  it('shows the submitted answers, asks for a comment to send back, then sends back', async () => {
    const api = fakeApprovalApi(approvalTask);
    const { router } = render(api);
    expect(await screen.findByText('Change of address form')).toBeInTheDocument();
    expect(screen.getByText('1-1 Marunouchi')).toBeInTheDocument();
    expect(screen.getByText('Rented')).toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Send back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the decision' }));
    expect(await screen.findByText('Say what needs fixing before sending this back')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/individual/tasks/{id}/approval')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Add the building name');
    await userEvent.click(screen.getByRole('button', { name: 'Save the decision' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/individual/tasks/{id}/approval')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/individual/tasks/{id}/approval')[0]!.body).toEqual({ decision: 'SENT_BACK', comment: 'Add the building name' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/individual/task/${approvalId}`));
  });

  it('approves without a comment', async () => {
    const api = fakeApprovalApi(approvalTask);
    render(api);
    await userEvent.click(await screen.findByRole('radio', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the decision' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/individual/tasks/{id}/approval')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/individual/tasks/{id}/approval')[0]!.body).toEqual({ decision: 'APPROVED', comment: null });
  });

  it('shows a waiting approval without the decision form', async () => {
    render(fakeApprovalApi({ ...approvalTask, status: 'WAITING', actionable: false }));
    expect(await screen.findByText('This approval opens when the earlier steps are done.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the decision' })).not.toBeInTheDocument();
  });
});
