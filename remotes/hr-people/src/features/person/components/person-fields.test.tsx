import { screen, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { personFields, type WorkforceRow } from '@kanri/contracts';
import { PeopleTable } from '../../workforce/components/people-table';
import { PersonPage } from '../routes/person-page';
import { PersonAddPage } from '../../person-add/routes/person-add-page';
import { fakePersonAddApi } from '../../person-add/testing';
import { employee, fakePersonApi, ids, user } from '../testing';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the workforce list's column titles, the person form's
 * labels, the person-add wizard's labels and the history tab's field names and enumeration values
 * (payroll, family member and emergency contact too) read the contracts'
 * `personFields` (the CSV headers too: api/src/http/field-descriptions.test.ts). A catalog that
 * renames every described label (`«id»`) renames them on every screen.
 */
const label = (key: keyof typeof personFields) => markedLabel(personFields[key].label.id!);

const row: WorkforceRow = {
  id: 'p-1', workerNumber: 'E0001', familyName: 'Sato', givenName: 'Ken', nameKana: 'サトウ ケン', email: 'ken.sato@kanri.example',
  avatarUrl: null, workerType: 'EMPLOYEE', status: 'ACTIVE', department: null, position: null, jobType: null, place: null, joinedAt: null, employmentType: null, leavingAt: null,
};

describe('person fields come from personFields', () => {
  markDescribedLabels(personFields);

  it("the workforce list's column titles are the description's labels", () => {
    renderWithProviders(<PeopleTable rows={[row]} total={1} loading={false} search={{ pageIndex: 0, pageSize: 100 }} onSearchChange={() => {}} />);
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['employeeInformation.workerNumber', 'employeeInformation.email', 'workerType', 'employeeInformation.status', 'employeeInformation.departmentId', 'employeeInformation.joinedAt', 'leaving.leavingAt'] as const) {
      expect(titles).toContain(label(key));
    }
    expect(screen.getByText(markedLabel(personFields['employeeInformation.status'].values.ACTIVE.id!))).toBeInTheDocument();
  });

  it("the personal information form's labels are the description's labels", async () => {
    const api = fakePersonApi();
    renderWithProviders(<PersonPage />, { route: `/person/${ids.person}/personal-information`, path: '/person/:id/:tab?', fetcher: api.fetcher });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    for (const key of ['name.familyNameJa', 'name.familyNameKana', 'name.givenNameEn', 'personalInformation.birthDate', 'personalInformation.postalCode', 'personalInformation.address'] as const) {
      expect(screen.getByLabelText(label(key))).toBeInTheDocument();
    }
  });

  it("the history tab names fields and enumeration values with the description's labels", async () => {
    const entry = auditLogEntry('PERSON', ids.person, [
      { field: 'employeeInformation.status', before: 'NEW_HIRE', after: 'ACTIVE' },
      { field: 'name.familyNameKana', before: 'ヤマダ', after: 'ヤマモト' },
      { field: 'payroll.payType', before: 'MONTHLY', after: 'HOURLY' },
      { field: 'familyMember.relationship', before: null, after: 'SPOUSE' },
      { field: 'personalInformation.emergencyContactName', before: null, after: '山田 太郎' },
      { field: 'leaving.leavingNote', before: null, after: '転職のため' },
    ]);
    const api = fakePersonApi({ answer: (call) => (call.path === '/v2/audit-logs' ? { items: [entry] } : undefined) });
    renderWithProviders(<PersonPage />, { route: `/person/${ids.person}/history`, path: '/person/:id/:tab?', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    const status = personFields['employeeInformation.status'].values;
    const payType = personFields['payroll.payType'].values;
    expect(rows).toEqual([
      `${label('employeeInformation.status')}${markedLabel(status.NEW_HIRE.id!)}${markedLabel(status.ACTIVE.id!)}`,
      `${label('name.familyNameKana')}ヤマダヤマモト`,
      `${label('payroll.payType')}${markedLabel(payType.MONTHLY.id!)}${markedLabel(payType.HOURLY.id!)}`,
      `${label('familyMember.relationship')}Not set${markedLabel(personFields['familyMember.relationship'].values.SPOUSE.id!)}`,
      `${label('personalInformation.emergencyContactName')}Not set山田 太郎`,
      `${label('leaving.leavingNote')}Not set転職のため`,
    ]);
  });

  it("the person-add wizard's labels are the description's labels", async () => {
    renderWithProviders(<PersonAddPage />, { route: '/person/add/employee', path: '/person/add/:workerType', fetcher: fakePersonAddApi().fetcher });
    for (const key of [
      'name.familyNameJa', 'name.familyNameKana', 'name.givenNameEn', 'personalInformation.birthDate', 'personalInformation.emergencyContactName',
      'personalInformation.emergencyContactRelationship', 'employeeInformation.workerNumber', 'employeeInformation.departmentId', 'employeeInformation.joinedAt',
    ] as const) {
      expect(await screen.findByLabelText(label(key))).toBeInTheDocument();
    }
  });

  it("the leaving section and the leaving dialog's labels are the description's labels (leaving.*)", async () => {
    const api = fakePersonApi({ person: { ...employee, status: 'LEAVING', leavingAt: '2030-03-31', retirementReason: { id: ids.reason, name: 'Career change' }, leavingNote: '転職のため' } });
    renderWithProviders(<PersonPage />, { route: `/person/${ids.person}/employee-information`, path: '/person/:id/:tab?', fetcher: api.fetcher });
    const leaving = (await screen.findByRole('heading', { name: 'Leaving' })).closest('.ant-card') as HTMLElement;
    for (const key of ['leaving.leavingAt', 'leaving.retirementReasonId', 'leaving.leavingNote'] as const) expect(within(leaving).getByText(label(key))).toBeInTheDocument();
  });
});
