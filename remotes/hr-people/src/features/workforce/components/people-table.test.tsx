import { screen, within } from '@testing-library/react';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { WorkforceRow } from '@kanri/contracts';
import { PeopleTable } from './people-table';

const sato: WorkforceRow = {
  id: 'p-1',
  workerNumber: 'E0001',
  familyName: 'Sato',
  givenName: 'Ken',
  nameKana: 'サトウ ケン',
  email: 'ken.sato@kanri.example',
  avatarUrl: null,
  workerType: 'BOARD_MEMBER',
  status: 'NEW_HIRE',
  department: 'Sales',
  position: null,
  jobType: 'Engineer',
  place: 'Tokyo',
  joinedAt: '2024-04-01',
  employmentType: null,
  leavingAt: null,
};
const paging = { pageIndex: 0, pageSize: 100, sortColumn: 'NAME', sortOrder: 'asc' as const };

describe('PeopleTable', () => {
  it('renders a worker with the labels of its type and status', () => {
    renderWithProviders(<PeopleTable rows={[sato]} total={1} loading={false} search={paging} onSearchChange={() => {}} />);
    const [row] = screen.getAllByRole('row').slice(1);
    const cells = within(row!);
    expect(cells.getByText('Ken Sato')).toBeInTheDocument();
    expect(cells.getByText('E0001')).toBeInTheDocument();
    expect(cells.getByText('Board member')).toBeInTheDocument();
    expect(cells.getByText('New hire')).toBeInTheDocument();
    expect(cells.getByText('Sales')).toBeInTheDocument();
    expect(cells.queryByText('サトウ ケン')).not.toBeInTheDocument();
  });

  it('links each name to the person record (alumni to theirs) and shows the leaving date of leavers only', () => {
    const leaving: WorkforceRow = { ...sato, id: 'p-2', givenName: 'Aoi', familyName: 'Ito', status: 'LEAVING', leavingAt: '2026-12-31', employmentType: 'Full-time' };
    const alumnus: WorkforceRow = { ...sato, id: 'p-3', givenName: 'Jun', familyName: 'Mori', status: 'ALUMNI', leavingAt: '2025-03-31' };
    const active: WorkforceRow = { ...sato, leavingAt: '2030-01-01' };
    renderWithProviders(<PeopleTable rows={[leaving, alumnus, active]} total={3} loading={false} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByRole('link', { name: 'Aoi Ito' })).toHaveAttribute('href', '/person/p-2');
    expect(screen.getByRole('link', { name: 'Jun Mori' })).toHaveAttribute('href', '/person/alumni/p-3');
    const [first, , third] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('Full-time')).toBeInTheDocument();
    expect(within(first!).getByText(/2026/)).toBeInTheDocument();
    expect(within(third!).queryByText(/2030/)).not.toBeInTheDocument();
  });

  it('puts the family name first, with the kana reading, in Japanese', () => {
    const ja = { ...sato, familyName: '佐藤', givenName: '健' };
    renderWithProviders(<PeopleTable rows={[ja]} total={1} loading={false} search={paging} onSearchChange={() => {}} />, { locale: 'ja-JP' });
    expect(screen.getByText('佐藤 健')).toBeInTheDocument();
    expect(screen.getByText('サトウ ケン')).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    renderWithProviders(<PeopleTable rows={[]} total={0} loading={false} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
  });

  it('shows the error state', () => {
    const error = new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Bad filter' });
    renderWithProviders(<PeopleTable rows={undefined} total={undefined} loading={false} error={error} search={paging} onSearchChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bad filter');
  });
});
