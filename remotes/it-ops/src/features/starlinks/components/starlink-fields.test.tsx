import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { auditLogEntry, markDescribedLabels, markedLabel, renderWithProviders } from '@kanri/runtime/testing';
import { tableHeaderTitles } from '@kanri/ui';
import { starlinkFields } from '@kanri/contracts';
import { fakeStarlinksApi, hq, ids } from '../testing';
import { StarlinksPage } from '../routes/starlinks-page';
import { StarlinkDetailPage } from '../routes/starlink-detail-page';

// jsdom has no layout for Leaflet: the lazily loaded map is a stand-in (as in starlink-detail-page.test.tsx)
jest.mock('./starlink-map', () => ({ StarlinkMap: (props: { label: string }) => <div role="region" aria-label={props.label} /> }));

jest.setTimeout(60_000);

/**
 * Issue 30 "A field is described once": the terminals list's column titles (and its column
 * settings), its status tags and category tabs, the overview, the detail tab, the edit form and the
 * history tab's field names and enumeration values read the contracts' `starlinkFields`. A catalog
 * that renames every described label (`«id»`) renames them on every screen, so no screen keeps a
 * copy of its own. Terminals have no CSV.
 */
const label = (key: keyof typeof starlinkFields) => markedLabel(starlinkFields[key].label.id);
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('terminal fields come from starlinkFields', () => {
  markDescribedLabels(starlinkFields);

  it("the list's column titles, its column settings, tags and tabs are the description's", async () => {
    const api = fakeStarlinksApi();
    renderWithProviders(<StarlinksPage />, { route: '/starlinks', fetcher: api.fetcher });
    await screen.findByRole('link', { name: hq.name });
    const described = (['name', 'kitSerialNumber', 'networkStatus', 'simStatus', 'dataUsageGb', 'planName', 'placeId', 'lastSeenAt'] as const).map(label);
    await waitFor(() => expect(tableHeaderTitles()).toEqual(expect.arrayContaining(described)));
    const row = within(screen.getByRole('link', { name: hq.name }).closest('tr')!);
    expect(row.getByText(markedLabel(starlinkFields.networkStatus.values.CONNECTED.id))).toBeInTheDocument();
    expect(row.getByText(markedLabel(starlinkFields.simStatus.values.ACTIVE.id))).toBeInTheDocument();
    for (const code of ['ACTIVE', 'NOT_ACTIVE'] as const) expect(screen.getByRole('tab', { name: markedLabel(starlinkFields.status.values[code].id) })).toBeInTheDocument();
    await user().click(screen.getByText('Columns', { selector: 'button *' }));
    await screen.findByText('Reset to default'); // the popover's content loads on its first open
    const panel = document.querySelector('.ant-popover ul') as HTMLElement;
    for (const title of described) expect(within(panel).getByText(title)).toBeInTheDocument();
  });

  it("the overview, the detail tab and the edit form are labelled by the description", async () => {
    const api = fakeStarlinksApi();
    const u = user();
    const { router } = renderWithProviders(<StarlinkDetailPage />, { route: `/starlinks/${ids.hq}/overview`, path: '/starlinks/:id/:tab?', fetcher: api.fetcher });
    await screen.findByRole('heading', { level: 1, name: new RegExp(hq.name) });
    for (const key of ['networkStatus', 'simStatus', 'planName', 'lastSeenAt'] as const) expect(screen.getAllByText(label(key)).length).toBeGreaterThan(0);
    // the header's tags
    expect(screen.getAllByText(markedLabel(starlinkFields.status.values.ACTIVE.id)).length).toBeGreaterThan(0);
    await router.navigate(`/starlinks/${ids.hq}/detail`);
    for (const key of ['name', 'nameEn', 'placeId', 'adminPersonId', 'note', 'kitSerialNumber', 'serviceLineNumber', 'status', 'planDataGb', 'dataUsageGb', 'billingCycleStart', 'activatedAt', 'softwareVersion', 'routerSerialNumber'] as const) {
      expect((await screen.findAllByText(label(key))).length).toBeGreaterThan(0);
    }
    await u.click(screen.getByRole('button', { name: /Edit$/ }));
    expect(await screen.findByRole('textbox', { name: new RegExp(`^${label('name')}`) })).toHaveValue(hq.nameJa);
    expect(screen.getByRole('textbox', { name: new RegExp(`^${label('nameEn')}`) })).toHaveValue(hq.nameEn);
    expect(screen.getByRole('combobox', { name: label('placeId') })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: label('adminPersonId') })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(label('note')) })).toBeInTheDocument();
  });

  it('the history names fields and references with the description', async () => {
    const entry = auditLogEntry('STARLINK', ids.hq, [
      { field: 'name', before: 'Rooftop', after: hq.name },
      { field: 'adminPersonId', before: null, after: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', afterName: 'Hanako Sato' },
      { field: 'placeId', before: ids.place, after: null, beforeName: 'Osaka Branch' },
    ]);
    const api = fakeStarlinksApi({ answer: (call) => (call.method === 'GET' && call.path === '/v2/audit-logs' ? { items: [entry] } : undefined) });
    renderWithProviders(<StarlinkDetailPage />, { route: `/starlinks/${ids.hq}/detail`, path: '/starlinks/:id/:tab?', fetcher: api.fetcher });
    const table = await screen.findByRole('table', { name: /^Changes: / });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([`${label('name')}Rooftop${hq.name}`, `${label('adminPersonId')}Not setHanako Sato`, `${label('placeId')}Osaka BranchNot set`]);
  });
});
