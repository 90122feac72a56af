import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { OrgUnit } from '@kanri/contracts';
import { OrganizationSettingsPage } from './organization-settings-page';

jest.setTimeout(60_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const button = (scope: Pick<typeof screen, 'getByText'>, name: string) => scope.getByText(name, { selector: 'button, button *' }).closest('button')!;

const legal: OrgUnit = {
  id: '1c7a4d2f-3e5b-4c6d-9e7f-8091a2b3c4d5', code: 'D05', kind: 'DEPARTMENT', name: '法務部', nameJa: '法務部', nameEn: 'Legal', parentId: null,
  head: null, memberCount: 12, validFrom: '1900-01-01', validTo: null, displayOrder: 4, version: 3,
};
const api = (answer?: (call: FakeApiCall) => unknown) => fakeFeatureApi({
  'GET /v2/organization/units': { baseDate: '2026-01-01', units: [legal] },
  'PATCH /v2/organization/units/{id}': { id: legal.id },
  'POST /v2/organization/units/{id}/abolish': { id: legal.id },
}, answer);

describe('OrganizationSettingsPage', () => {
  it('renames a unit from today with its version', async () => {
    const fake = api();
    renderWithProviders(<OrganizationSettingsPage />, { route: '/organization/settings', path: '/organization/settings', fetcher: fake.fetcher });
    await screen.findByText('法務部');
    await user.click(button(screen, 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    const name = dialog.getByLabelText('Name (Japanese)');
    await user.clear(name);
    await user.paste('法務・知財部');
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(fake.callsTo('PATCH', '/v2/organization/units/{id}')).toHaveLength(1));
    expect(fake.callsTo('PATCH', '/v2/organization/units/{id}')[0]).toMatchObject({
      params: { id: legal.id }, body: { code: 'D05', kind: 'DEPARTMENT', nameJa: '法務・知財部', nameEn: 'Legal', parentId: null, headPersonId: null, version: 3 },
    });
  });

  it('shows why a unit cannot be abolished', async () => {
    const refusal = new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'validTo', message: '12 people still belong to 法務部.' }] });
    const fake = api((call) => (call.method === 'POST' ? refusal : undefined));
    renderWithProviders(<OrganizationSettingsPage />, { route: '/organization/settings', path: '/organization/settings', fetcher: fake.fetcher });
    await screen.findByText('法務部');
    await user.click(button(screen, 'Abolish'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.click(button(dialog, 'Abolish'));
    expect(await dialog.findByText('12 people still belong to 法務部.')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/v2/organization/units/{id}/abolish')[0]?.body).toMatchObject({ version: 3 });
  });
});
