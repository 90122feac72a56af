import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { groupIdFields, groupIdMemberFields, idRowFields } from '@kanri/contracts';
import { fakeIdManagementApi, ids, type FakeAnswer } from '../testing';
import { IdManagementsPage } from '../routes/id-managements-page';
import { GroupIdAddPage } from '../routes/group-id-add-page';
import { GroupIdPage } from '../routes/group-id-page';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the ID list's column titles (`idRowFields`, whose person
 * columns are `personFields`), the group ID's add form, settings and rule-and-policy tabs, its
 * header's MFA tag and its history (`groupIdFields`), the members tab's column titles
 * (`groupIdMemberFields`) read the contracts' descriptions. A catalog
 * that renames every described label (`«id»`) renames them on every screen, so no screen keeps a
 * copy of its own. (No CSV here, so no API header case.)
 */
const label = (d: { id: string }) => markedLabel(d.id);

function renderGroup(tab: string, answer?: FakeAnswer) {
  const api = fakeIdManagementApi({ answer });
  return renderWithProviders(<GroupIdPage />, { route: `/id-managements/group-id/${ids.group}/${tab}`, path: '/id-managements/group-id/:id/:tab?', fetcher: api.fetcher });
}

describe('ID list and group ID fields come from their descriptions', () => {
  markDescribedLabels(idRowFields, groupIdFields, groupIdMemberFields);

  it("the ID list's column titles and app filter are idRowFields'", async () => {
    renderWithProviders(<IdManagementsPage />, { route: '/id-managements', fetcher: fakeIdManagementApi().fetcher });
    await screen.findByText('k.tanaka@partner-agency.example');
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const field of Object.values(idRowFields)) expect(titles).toContain(label(field.label));
    expect(screen.getByRole('combobox', { name: label(idRowFields.apps.label) })).toBeInTheDocument();
  });

  it("the add form's labels are groupIdFields'", async () => {
    renderWithProviders(<GroupIdAddPage />, { route: '/id-managements/group-id/add', path: '/id-managements/group-id/add', fetcher: fakeIdManagementApi().fetcher });
    for (const key of ['loginId', 'name', 'description'] as const) {
      expect(await screen.findByLabelText(new RegExp(`^${label(groupIdFields[key].label)}`))).toBeInTheDocument();
    }
  });

  it("the rule-and-policy tab, its form and the header's MFA tag are groupIdFields'", async () => {
    renderGroup('rule-and-policy');
    for (const key of ['ownerPersonId', 'passwordRotationDays', 'mfaRequired', 'reviewIntervalMonths', 'lastReviewedAt', 'nextReviewDue'] as const) {
      expect((await screen.findAllByText(label(groupIdFields[key].label))).length).toBeGreaterThan(0);
    }
    // the header's tag and the tab's item
    expect(screen.getAllByText(label(groupIdFields.mfaRequired.label))).toHaveLength(2);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    for (const key of ['passwordRotationDays', 'reviewIntervalMonths', 'lastReviewedAt'] as const) {
      expect(await screen.findByLabelText(label(groupIdFields[key].label))).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: label(groupIdFields.mfaRequired.label) })).toBeInTheDocument();
  });

  it("the members tab's column titles are groupIdMemberFields'", async () => {
    renderGroup('members');
    await screen.findByText('Hanako Sato');
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(titles).toEqual(expect.arrayContaining([label(groupIdMemberFields.personId.label), label(groupIdMemberFields.addedAt.label)]));
  });

  it("the settings tab and its history name fields with groupIdFields' labels; the owner by the name stored with the change", async () => {
    const entry = auditLogEntry('GROUP_ID', ids.group, [{ field: 'name', before: 'Desk', after: 'Contact desk' }, { field: 'ownerPersonId', before: null, after: ids.person, afterName: 'Hanako Sato (then)' }]);
    renderGroup('settings', (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined));
    for (const key of ['name', 'loginId', 'description', 'apps'] as const) {
      expect((await screen.findAllByText(label(groupIdFields[key].label))).length).toBeGreaterThan(0);
    }
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([`${label(groupIdFields.name.label)}DeskContact desk`, `${label(groupIdFields.ownerPersonId.label)}Not setHanako Sato (then)`]);
  });
});
