import { screen, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { publicIdFields } from '@kanri/contracts';
import { tableHeaderTitles } from '@kanri/ui';
import { fakePublicIdApi, ids, revealedNumber } from '../testing';
import { PublicIdPage } from '../routes/public-id-page';
import { fakeRegistryApi, publicIdRow } from '../../public-ids-registry/testing';
import { PublicIdsRegistryPage } from '../../public-ids-registry/routes/public-ids-registry-page';
import { fakePublicIdAddApi } from '../../public-id-add/testing';
import { PublicIdAddPage } from '../../public-id-add/routes/public-id-add-page';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the registry's column titles, the add form's labels and
 * choices, the details tab and the history tab's field names and enumeration values read the
 * contracts' `publicIdFields` (the CSV headers too: api/src/http/field-descriptions.test.ts). A
 * catalog that renames every described label (`«id»`) renames them on every screen, so no screen
 * keeps a copy of its own. The history shows the masked number, never the number.
 */
const label = (key: keyof typeof publicIdFields) => markedLabel(publicIdFields[key].label.id!);

describe('public ID fields come from publicIdFields', () => {
  markDescribedLabels(publicIdFields);

  it("the registry's column titles and kind filter are the description's labels", async () => {
    renderWithProviders(<PublicIdsRegistryPage />, { route: '/public-ids/registry', fetcher: fakeRegistryApi({ rows: [publicIdRow()] }).fetcher });
    await screen.findByText('********5678');
    const titles = tableHeaderTitles();
    for (const key of ['publicIdType', 'personId', 'number', 'issueDate', 'expiryDate', 'issuingCountry'] as const) expect(titles).toContain(label(key));
    expect(screen.getByRole('combobox', { name: label('nationalIdType') })).toBeInTheDocument();
    // the kind column names the kind with the description's value label
    expect(screen.getByRole('link', { name: markedLabel(publicIdFields.nationalIdType.values.MY_NUMBER.id!) })).toBeInTheDocument();
  });

  it("the add form's labels and type choices are the description's labels", async () => {
    renderWithProviders(<PublicIdAddPage />, { route: '/public-ids/add', path: '/public-ids/add', fetcher: fakePublicIdAddApi().fetcher });
    for (const key of ['personId', 'publicIdType', 'nationalIdType', 'issueDate', 'expiryDate', 'issuingCountry', 'nameOnDocument', 'issuingAuthority', 'note'] as const) {
      expect((await screen.findAllByText(label(key))).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('radio', { name: markedLabel(publicIdFields.publicIdType.values.TRAVEL_DOCUMENT.id!) })).toBeInTheDocument();
  });

  it("the details tab's labels are the description's labels", async () => {
    renderWithProviders(<PublicIdPage />, { route: `/public-ids/${ids.publicId}/details`, path: '/public-ids/:id/:tab?', fetcher: fakePublicIdApi().fetcher });
    await screen.findByText('********9018');
    for (const key of ['personId', 'publicIdType', 'nationalIdType', 'number', 'issueDate', 'expiryDate', 'issuingCountry', 'nameOnDocument', 'issuingAuthority', 'note'] as const) {
      expect(screen.getAllByText(label(key)).length).toBeGreaterThan(0);
    }
  });

  it("the history tab names fields and values with the description's labels and shows no number but the masked one", async () => {
    const entries = [
      auditLogEntry(
        'PUBLIC_ID', ids.publicId,
        [{ field: 'access', before: null, after: 'REVEAL' }, { field: 'reason', before: null, after: 'Year-end tax adjustment' }, { field: 'maskedNumber', before: null, after: '********9018' }],
        { id: 'a2', action: 'ACCESS', occurredAt: '2026-05-11T03:30:00.000Z' },
      ),
      auditLogEntry('PUBLIC_ID', ids.publicId, [
        { field: 'nationalIdType', before: 'NATIONAL_REGISTRATION_IDENTITY_CARD', after: 'MY_NUMBER' },
        { field: 'maskedNumber', before: '*****4321', after: '********9018' },
        { field: 'nameOnDocument', before: null, after: '山田 太郎' },
      ]),
    ];
    const api = fakePublicIdApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: entries } : undefined) });
    renderWithProviders(<PublicIdPage />, { route: `/public-ids/${ids.publicId}/history`, path: '/public-ids/:id/:tab?', fetcher: api.fetcher });
    const tables = await screen.findAllByRole('table', { name: /^Changes: / });
    const rows = tables.flatMap((table) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent));
    expect(rows).toEqual(expect.arrayContaining([
      `${label('nationalIdType')}${markedLabel(publicIdFields.nationalIdType.values.NATIONAL_REGISTRATION_IDENTITY_CARD.id!)}${markedLabel(publicIdFields.nationalIdType.values.MY_NUMBER.id!)}`,
      `${label('maskedNumber')}*****4321********9018`,
      `${label('nameOnDocument')}Not set山田 太郎`,
      `${label('maskedNumber')}Not set********9018`,
    ]));
    // the history never holds a number in clear: only the last four characters show
    expect(document.body.textContent).not.toContain(revealedNumber);
    for (const table of tables) expect(table.textContent).not.toMatch(/\d{5,}/);
  });
});
