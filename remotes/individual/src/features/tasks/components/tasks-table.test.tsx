import { screen, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { Task } from '@kanri/contracts';
import { TasksTable } from './tasks-table';

const report: Task = {
  id: 't-1',
  title: 'Report your laptop condition',
  kind: 'DEVICE_SELF_REPORT',
  status: 'NOT_STARTED',
  stepName: 'Self-report',
  instanceId: 'i-1',
  subjectName: 'ThinkPad X1',
  operationPackageName: 'Device inventory 2025',
  dueDate: '2025-05-01',
  createdAt: '2025-04-01T00:00:00Z',
};
const done: Task = { ...report, id: 't-2', title: 'Submit your address', status: 'DONE', operationPackageName: null };
const paging = { pageIndex: 0, pageSize: 100, sortColumn: 'DUE_DATE', sortOrder: 'asc' as const };

describe('TasksTable', () => {
  it('links each task and marks only open overdue tasks', () => {
    renderWithProviders(<TasksTable rows={[report, done]} total={2} loading={false} search={paging} onSearchChange={() => {}} today="2025-06-01" />);
    const [open, closed] = screen.getAllByRole('row').slice(1).map((row) => within(row));
    expect(open!.getByText('Report your laptop condition').closest('a')).toHaveAttribute('href', '/individual/task/t-1');
    expect(open!.getByText('Not started')).toBeInTheDocument();
    expect(open!.getByText('Device self-report')).toBeInTheDocument();
    expect(open!.getByText('Device inventory 2025 · Self-report · ThinkPad X1')).toBeInTheDocument();
    expect(open!.getByText('Overdue')).toBeInTheDocument();
    expect(closed!.getByText('Done')).toBeInTheDocument();
    expect(closed!.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('is not overdue before the due date', () => {
    renderWithProviders(<TasksTable rows={[report]} total={1} loading={false} search={paging} onSearchChange={() => {}} today="2025-04-15" />);
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('shows a friendly empty state when the user has no tasks', () => {
    renderWithProviders(<TasksTable rows={[]} total={0} loading={false} search={paging} onSearchChange={() => {}} today="2025-04-15" />);
    expect(screen.getByRole('status')).toHaveTextContent('You have no tasks right now');
  });

  it('shows the error state', () => {
    const error = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'No individual account' });
    renderWithProviders(<TasksTable rows={undefined} total={undefined} loading={false} error={error} search={paging} onSearchChange={() => {}} today="2025-04-15" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No individual account');
  });
});
