import { screen, within } from '@testing-library/react';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { appIntegrationFields, appUserFields } from '@kanri/contracts';
import { fakeAppIntegrationsApi, ids, type FakeAnswer } from '../testing';
import { AppIntegrationPage } from '../routes/app-integration-page';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the users tab's column titles (`appUserFields`, whose
 * labels are the accounts CSV's headers too: api/src/http/field-descriptions.test.ts), the settings
 * tab's form labels and choices, the detail tab and its history's field names and enumeration
 * values (`appIntegrationFields`) read the contracts' descriptions. A catalog that renames every
 * described label (`«id»`) renames them on every screen, so no screen keeps a copy of its own.
 */
const label = (d: { id: string }) => markedLabel(d.id);
const base = `/app-integrations/${ids.slack}`;

function renderTab(tab: string, answer?: FakeAnswer) {
  const api = fakeAppIntegrationsApi({ answer });
  return renderWithProviders(<AppIntegrationPage />, { route: `${base}/${tab}`, path: '/app-integrations/:id/:tab?', fetcher: api.fetcher });
}

describe('app integration and app account fields come from their descriptions', () => {
  markDescribedLabels(appIntegrationFields, appUserFields);

  it("the users tab's column titles and rule matching tags are appUserFields'", async () => {
    renderTab('users');
    const table = await screen.findByRole('table', { name: /^Accounts of Slack/ });
    await within(table).findByText('guest@elsewhere.example');
    const titles = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['personId', 'assignedRoleName', 'actualRoleName', 'ruleMatching', 'lastSignedInAt', 'action'] as const) {
      expect(titles).toContain(label(appUserFields[key].label));
    }
    expect(within(table).getByText(label(appUserFields.ruleMatching.values.NO_WORKER))).toBeInTheDocument();
    expect(within(table).getByText(label(appUserFields.action.values.LINK_OR_DELETE))).toBeInTheDocument();
    // the category tabs name the rule matchings by the same labels
    expect(screen.getByRole('tab', { name: new RegExp(`^${label(appUserFields.ruleMatching.values.VIOLATED_ROLE)}`) })).toBeInTheDocument();
  });

  it("the settings tab's form labels and choices are appIntegrationFields'", async () => {
    renderTab('settings');
    for (const key of ['integratedTenantName', 'contract.contractAnchorMonth', 'contract.billingCycleUnit', 'contract.billingCycleLength', 'contract.planName', 'contract.pricingModel', 'contract.priceOfUnitPerBillingCycle', 'contract.currencyCode', 'contract.unit'] as const) {
      expect(await screen.findByLabelText(label(appIntegrationFields[key].label))).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: label(appIntegrationFields['features.USER_PROVISIONING'].label) })).toBeInTheDocument();
    // the chosen values show with their described labels
    expect(screen.getByText(label(appIntegrationFields['contract.pricingModel'].values.LINEAR))).toBeInTheDocument();
    expect(screen.getByText(label(appIntegrationFields['contract.unit'].values.BILLABLE_USER))).toBeInTheDocument();
  });

  it("the detail tab and its history name fields and enumeration values with appIntegrationFields' labels", async () => {
    const entry = auditLogEntry('APP_INTEGRATION', ids.slack, [{ field: 'status', before: 'ACTIVE', after: 'DEACTIVATED' }, { field: 'contract.pricingModel', before: 'FIXED', after: 'LINEAR' }, { field: 'contract.planName', before: 'Free', after: 'Pro' }]);
    renderTab('detail', (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined));
    for (const key of ['name', 'vendorName', 'isCustomApp', 'integratedTenantName', 'status', 'contract.planName', 'contract.unit', 'renewalDate', 'inactiveDays', 'mdmActivatedAt'] as const) {
      expect((await screen.findAllByText(label(appIntegrationFields[key].label))).length).toBeGreaterThan(0);
    }
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    const { status, 'contract.pricingModel': pricingModel, 'contract.planName': planName } = appIntegrationFields;
    expect(rows).toEqual([
      `${label(status.label)}${label(status.values.ACTIVE)}${label(status.values.DEACTIVATED)}`,
      `${label(pricingModel.label)}${label(pricingModel.values.FIXED)}${label(pricingModel.values.LINEAR)}`,
      `${label(planName.label)}FreePro`,
    ]);
  });
});
