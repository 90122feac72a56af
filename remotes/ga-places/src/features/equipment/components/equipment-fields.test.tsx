import { screen, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { equipmentFields } from '@kanri/contracts';
import { fakeApi } from '../../../testing';
import { ids, items, laptopDetail, laptopRow, types } from '../testing';
import { EquipmentTable } from './equipment-table';
import { EquipmentAddPage } from '../routes/equipment-add-page';
import { EquipmentProfilePage } from '../routes/equipment-profile-page';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the equipment list's column titles and status tags and the
 * equipment form's labels and the history tab's field names and values read the contracts' `equipmentFields` (the CSV headers too:
 * api/src/http/field-descriptions.test.ts). A catalog that renames every described label (`«id»`)
 * renames them on both screens.
 */
const label = (key: keyof typeof equipmentFields) => markedLabel(equipmentFields[key].label.id!);

describe('equipment fields come from equipmentFields', () => {
  markDescribedLabels(equipmentFields);

  it("the list's column titles and status tags are the description's labels", () => {
    renderWithProviders(<EquipmentTable rows={[laptopRow]} total={1} loading={false} search={{ pageIndex: 0, pageSize: 100 }} onSearchChange={() => {}} />);
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['model', 'serialNumber', 'assetTag', 'assignedPersonId', 'placementPlaceId'] as const) expect(titles).toContain(label(key));
    expect(screen.getByText(markedLabel(equipmentFields.status.values[laptopRow.status].id!))).toBeInTheDocument();
  });

  it("the form's labels are the description's labels", async () => {
    const api = fakeApi({ 'GET /v2/equipment-types': { items: types }, 'GET /v2/equipment-items': { items } });
    renderWithProviders(<EquipmentAddPage />, { route: '/equipment/add', fetcher: api.fetcher });
    for (const key of ['name', 'equipmentTypeId', 'model', 'serialNumber', 'assetTag', 'status', 'usageType', 'managementType', 'memo'] as const) {
      expect(await screen.findByLabelText(label(key))).toBeInTheDocument();
    }
  });

  it("the history's field names and enumeration values are the description's labels, references by name", async () => {
    const other = '66666666-6666-4666-8666-666666666666';
    const entry = auditLogEntry('EQUIPMENT', ids.laptop, [
      { field: 'status', before: 'STORED', after: 'IN_USE' },
      { field: 'assignedPersonId', before: other, after: ids.person, beforeName: 'Hanako Sato' },
      { field: 'placementPlaceId', before: null, after: ids.place },
    ]);
    const api = fakeApi({ 'GET /v2/equipment/{id}': laptopDetail, 'GET /v2/equipment-types': { items: types }, 'GET /v2/equipment-items': { items }, 'GET /v2/audit-logs': { items: [entry] } });
    renderWithProviders(<EquipmentProfilePage />, { route: `/equipment/${ids.laptop}`, path: '/equipment/:id', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      `${label('status')}${markedLabel(equipmentFields.status.values.STORED.id!)}${markedLabel(equipmentFields.status.values.IN_USE.id!)}`,
      `${label('assignedPersonId')}Hanako SatoTaro Yamada`,
      `${label('placementPlaceId')}Not setTokyo Head Office`,
    ]);
    expect(api.callsTo('GET', '/v2/audit-logs')[0]?.input).toEqual({ query: { resourceType: 'EQUIPMENT', resourceId: ids.laptop } });
  });
});
