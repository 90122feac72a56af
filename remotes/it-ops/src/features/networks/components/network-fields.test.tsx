import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { tableHeaderTitles } from '@kanri/ui';
import { networkFields } from '@kanri/contracts';
import { fakeNetworksApi, ids } from '../testing';
import { NetworksPage } from '../routes/networks-page';
import { NetworkAddPage } from '../routes/network-add-page';
import { NetworkDetailPage } from '../routes/network-detail-page';

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the networks list's column titles (and its column
 * settings and type filter), the add form's labels and choices, the network's page and the history
 * tab's field names and enumeration values read the contracts' `networkFields`. A catalog that
 * renames every described label (`«id»`) renames them on every screen, so no screen keeps a copy
 * of its own. Networks have no CSV.
 */
const label = (key: keyof typeof networkFields) => markedLabel(networkFields[key].label.id!);
const value = (id: string | undefined) => markedLabel(id!);
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('network fields come from networkFields', () => {
  markDescribedLabels(networkFields);

  it("the list's column titles, its column settings and its values are the description's", async () => {
    const api = fakeNetworksApi();
    renderWithProviders(<NetworksPage />, { route: '/networks', fetcher: api.fetcher });
    await screen.findByRole('link', { name: 'Head office LAN' });
    const described = (
      ['networkInformation.networkName', 'networkInformation.networkType', 'networkInformation.networkCategory', 'networkInformation.purpose', 'networkInformation.connectionType', 'adminContact.personId'] as const
    ).map(label);
    await waitFor(() => expect(tableHeaderTitles()).toEqual(expect.arrayContaining(described)));
    const lan = within(screen.getByRole('link', { name: 'Head office LAN' }).closest('tr')!);
    expect(lan.getByText(value(networkFields['networkInformation.networkType'].values.INTERNAL.id))).toBeInTheDocument();
    expect(lan.getByText(value(networkFields['networkInformation.connectionType'].values.WIRED.id))).toBeInTheDocument();
    expect(lan.getByText(value(networkFields['networkInformation.destinationType'].values.PLACE.id))).toBeInTheDocument();
    // the category tabs are the categories' labels
    expect(screen.getByRole('tab', { name: value(networkFields['networkInformation.networkCategory'].values.CUSTOMER_ENVIRONMENT.id) })).toBeInTheDocument();
    await user().click(screen.getByText('Columns', { selector: 'button *' }));
    await screen.findByText('Reset to default'); // the popover's content loads on its first open
    const panel = document.querySelector('.ant-popover ul') as HTMLElement;
    for (const title of described) expect(within(panel).getByText(title)).toBeInTheDocument();
  });

  it("the add form's labels and choices are the description's", async () => {
    const api = fakeNetworksApi();
    const u = user();
    renderWithProviders(<NetworkAddPage />, { route: '/networks/add', fetcher: api.fetcher });
    for (const key of [
      'networkInformation.networkName', 'networkInformation.networkType', 'networkInformation.connectionType', 'networkInformation.networkCategory', 'networkInformation.purpose',
      'networkInformation.destinationType', 'networkInformation.deviceId', 'networkInformation.placeId', 'adminContact.personId',
    ] as const) {
      expect((await screen.findAllByText(label(key))).length).toBeGreaterThan(0);
    }
    for (const code of ['DEVICE', 'PLACE'] as const) {
      expect(screen.getByRole('radio', { name: value(networkFields['networkInformation.destinationType'].values[code].id) })).toBeInTheDocument();
    }
    await u.click(screen.getByRole('combobox', { name: label('networkInformation.networkType') }));
    expect(await screen.findByTitle(value(networkFields['networkInformation.networkType'].values.DEDICATED_LINE.id))).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: new RegExp(label('networkInformation.networkName')) }), 'Branch Wi-Fi');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    for (const key of ['accessControl.accessLevel', 'accessControl.accessStatus', 'accessControl.accessPeriodFrom', 'accessControl.accessPeriodTo', 'accessControl.subjectType'] as const) {
      expect((await screen.findAllByText(label(key))).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('radio', { name: value(networkFields['accessControl.subjectType'].values.USER.id) })).toBeInTheDocument();
  });

  it("the network's page and its history name fields, values and references with the description", async () => {
    const entry = auditLogEntry('NETWORK', ids.network, [
      { field: 'accessControl.accessStatus', before: 'ACTIVE', after: 'SUSPENDED' },
      { field: 'networkInformation.connectionType', before: 'WIRED', after: 'BOTH' },
      { field: 'adminContact.personId', before: null, after: ids.otherPerson, afterName: 'Kenji Mori' },
      { field: 'accessControl.accessPeriodTo', before: null, after: '2027-03-31' },
    ]);
    const api = fakeNetworksApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined) });
    renderWithProviders(<NetworkDetailPage />, { route: `/networks/${ids.network}`, path: '/networks/:id', fetcher: api.fetcher });
    await screen.findByRole('heading', { level: 1, name: 'Head office LAN' });
    for (const key of ['networkInformation.networkType', 'networkInformation.destinationType', 'adminContact.personId', 'accessControl.accessLevel', 'accessControl.subjectType'] as const) {
      expect(screen.getAllByText(label(key)).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText(value(networkFields['accessControl.accessLevel'].values.READ_ONLY.id)).length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    const status = networkFields['accessControl.accessStatus'].values;
    const connection = networkFields['networkInformation.connectionType'].values;
    expect(rows).toEqual([
      `${label('accessControl.accessStatus')}${value(status.ACTIVE.id)}${value(status.SUSPENDED.id)}`,
      `${label('networkInformation.connectionType')}${value(connection.WIRED.id)}${value(connection.BOTH.id)}`,
      `${label('adminContact.personId')}Not setKenji Mori`,
      `${label('accessControl.accessPeriodTo')}Not set03/31/2027`,
    ]);
  });
});
