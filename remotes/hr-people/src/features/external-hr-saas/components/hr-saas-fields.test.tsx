import { screen, waitFor, within } from '@testing-library/react';
import { markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { appIntegrationFields, personFields } from '@kanri/contracts';
import { fakeHrSaasApi, ids } from '../testing';
import { ExternalHrSaasPage } from '../routes/external-hr-saas-page';
import { ExternalHrSaasPreviewPage } from '../routes/external-hr-saas-preview-page';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the HR SaaS screens name a reported worker's fields by the
 * person's description (`personFields`: the preview's column titles and its changes' field names,
 * as the person page and its history say them) and an integration's tenant and status by the app
 * integration's (`appIntegrationFields`). A catalog that renames every described label (`«id»`)
 * renames them here, so these screens keep no copy of their own.
 */
const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent ?? '');

describe('HR SaaS fields come from personFields and appIntegrationFields', () => {
  markDescribedLabels(personFields, appIntegrationFields);

  it("the integrations list titles the tenant and the status, and names the status, with the app integration's description", async () => {
    renderWithProviders(<ExternalHrSaasPage />, { route: '/person/external-hr-saas', fetcher: fakeHrSaasApi().fetcher });
    await screen.findByRole('link', { name: 'SmartHR' });
    expect(headers()).toEqual(expect.arrayContaining([markedLabel(appIntegrationFields.integratedTenantName.label.id!), markedLabel(appIntegrationFields.status.label.id!)]));
    expect(screen.getByText(markedLabel(appIntegrationFields.status.values.ACTIVE.id!))).toBeInTheDocument();
  });

  it("the preview's column titles and its changes' field names are the person's labels", async () => {
    renderWithProviders(<ExternalHrSaasPreviewPage />, {
      route: `/person/external-hr-saas/${ids.integration}/preview`, path: '/person/external-hr-saas/:appIntegrationId/preview', fetcher: fakeHrSaasApi().fetcher,
    });
    const table = await screen.findByRole('table');
    const described = (['employeeInformation.workerNumber', 'employeeInformation.email', 'workerType', 'employeeInformation.departmentId'] as const).map((key) => markedLabel(personFields[key].label.id!));
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(described)));
    expect(within(table).getByText(`${markedLabel(personFields['employeeInformation.departmentId'].label.id!)}: 人事部 → 営業部`)).toBeInTheDocument();
    expect(within(table).getByText(new RegExp(`^${markedLabel(personFields['leaving.leavingAt'].label.id!)}: — → `))).toBeInTheDocument();
  });
});
