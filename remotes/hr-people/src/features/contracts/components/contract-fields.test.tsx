import { screen, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders, testSession } from '@kanri/runtime/testing';
import { contractFields } from '@kanri/contracts';
import { fakeContractsApi, ids } from '../testing';
import { ContractsPage } from '../routes/contracts-page';
import { ContractAddPage } from '../routes/contract-add-page';
import { ContractPage } from '../routes/contract-page';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the contract list's column titles and values, the add
 * form's labels and choices, the structure tab and the history tab's field names and enumeration
 * values read the contracts' `contractFields` (the CSV headers too: api/src/http/field-descriptions.test.ts).
 * A catalog that renames every described label (`«id»`) renames them on every screen, so no screen
 * keeps a copy of its own.
 */
const label = (key: keyof typeof contractFields) => markedLabel(contractFields[key].label.id!);

describe('contract fields come from contractFields', () => {
  markDescribedLabels(contractFields);

  it("the list's column titles and enumeration values are the description's labels", async () => {
    renderWithProviders(<ContractsPage />, { route: '/contract?contractType=ALL', path: '/contract', fetcher: fakeContractsApi().fetcher });
    await screen.findByRole('link', { name: 'Slack 利用契約' });
    const titles = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['title', 'contractNumber', 'contractType', 'status', 'counterpartyName', 'startDate', 'endDate', 'amount'] as const) {
      expect(titles).toContain(label(key));
    }
    expect(screen.getAllByText(markedLabel(contractFields.status.values.ACTIVE.id!)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(markedLabel(contractFields.contractType.values.SAAS_SOFTWARE.id!)).length).toBeGreaterThan(0);
  });

  it("the add form's labels are the description's labels", async () => {
    renderWithProviders(<ContractAddPage />, { route: '/contract/add', path: '/contract/add', fetcher: fakeContractsApi().fetcher, session: testSession });
    for (const key of ['title', 'titleEn', 'contractType', 'contractNumber', 'counterpartyName', 'ourPartyName', 'startDate', 'endDate', 'autoRenewal', 'noticePeriodDays', 'amount', 'currency', 'billingCycle', 'notes'] as const) {
      expect((await screen.findAllByText(label(key))).length).toBeGreaterThan(0);
    }
  });

  it("the structure tab's labels are the description's labels", async () => {
    renderWithProviders(<ContractPage />, { route: `/contract/${ids.contract}/structure`, path: '/contract/:id/:tab?', fetcher: fakeContractsApi().fetcher });
    for (const key of ['title', 'titleEn', 'contractNumber', 'contractType', 'amount', 'counterpartyName', 'counterpartyContact', 'ourPartyName', 'startDate', 'endDate', 'autoRenewal', 'noticePeriodDays'] as const) {
      expect((await screen.findAllByText(label(key))).length).toBeGreaterThan(0);
    }
  });

  it("the history tab names fields and enumeration values with the description's labels", async () => {
    const entry = auditLogEntry('CONTRACT', ids.contract, [
      { field: 'status', before: 'UNDER_APPROVAL', after: 'ACTIVE' },
      { field: 'billingCycle', before: 'MONTHLY', after: 'YEARLY' },
      { field: 'counterpartyName', before: 'Slack Japan', after: 'Slack Technologies' },
    ]);
    const api = fakeContractsApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined) });
    renderWithProviders(<ContractPage />, { route: `/contract/${ids.contract}/history`, path: '/contract/:id/:tab?', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      `${label('status')}${markedLabel(contractFields.status.values.UNDER_APPROVAL.id!)}${markedLabel(contractFields.status.values.ACTIVE.id!)}`,
      `${label('billingCycle')}${markedLabel(contractFields.billingCycle.values.MONTHLY.id!)}${markedLabel(contractFields.billingCycle.values.YEARLY.id!)}`,
      `${label('counterpartyName')}Slack JapanSlack Technologies`,
    ]);
  });
});
