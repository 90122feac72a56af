import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as uiMessages } from '@locales/ja-JP/ui';
import { messages as contractsMessages } from '@locales/ja-JP/contracts';
import { OperationPackagesPage } from './operation-packages-page';
import { OperationPackagePage } from './operation-package-page';
import { OperationConfigsPage } from './operation-configs-page';
import { fakePackagesApi, ids, instanceRow, packageRow, patternRow, requestRow } from './packages-testing';

jest.setTimeout(60_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const offboarding = packageRow({ id: ids.offboarding, kind: 'OFFBOARDING', name: 'Offboarding', inProgressCount: 0, description: null });

describe('OperationPackagesPage (labor core: packages → patterns → instances)', () => {
  it('selects a package, then a pattern, in the URL and lists the pattern instances with links to their pages', async () => {
    const api = fakePackagesApi('/v2/labor-core', { packages: [packageRow(), offboarding] });
    const { router } = renderWithProviders(<OperationPackagesPage core="LABOR" />, { fetcher: api.fetcher, route: '/labor-core/packages' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Labor core' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pattern settings' })).toHaveAttribute('href', '/labor-core/configs');
    expect(screen.getByText('Choose a package')).toBeInTheDocument();
    expect(screen.getByText('3 in progress')).toBeInTheDocument();
    expect(screen.getByText('0 in progress')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Onboarding' }));
    expect(router.state.location.search).toBe(`?operationPackageId=${ids.onboarding}`);
    const patterns = await screen.findByRole('table', { name: 'Patterns of Onboarding' });
    expect(within(patterns).getByRole('link', { name: 'Configure' })).toHaveAttribute('href', `/labor-core/config/${ids.aprilPattern}`);
    expect(screen.getByText('Everything a new employee needs before the first day.')).toBeInTheDocument();

    await user.click(within(patterns).getByRole('link', { name: 'April joiners' }));
    expect(new URLSearchParams(router.state.location.search).get('operationPackagePatternId')).toBe(ids.aprilPattern);
    const instances = await screen.findByRole('table', { name: 'Instances of April joiners' });
    const subject = await within(instances).findByRole('link', { name: 'Hanako Sato' });
    expect(subject).toHaveAttribute('href', `/labor-core/operation-packages/${ids.onboarding}/patterns/${ids.aprilPattern}/instances/${ids.instance}`);
    expect(within(instances).getByText('E-0042')).toBeInTheDocument();
    expect(within(instances).getByText('Overdue')).toBeInTheDocument();
    expect(within(instances).getByText('2 of 5')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/labor-core/operation-packages/{id}/patterns/{patternId}/instances')[0]?.query).toMatchObject({ status: 'IN_PROGRESS', pageIndex: 0, pageSize: 100, sortColumn: 'startedAt', sortOrder: 'desc' });

    // the status filter asks the server again, from the first page
    await user.click(screen.getByText('Completed', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(api.callsTo('GET', '/v2/labor-core/operation-packages/{id}/patterns/{patternId}/instances').at(-1)?.query).toMatchObject({ status: 'COMPLETED', pageIndex: 0 }));
    expect(api.callsTo('GET', '/v2/labor-core/operation-packages/{id}/patterns/{patternId}/instances-count').at(-1)?.query).toMatchObject({ status: 'COMPLETED' });
  });

  it('drops a package id the list does not hold from the URL and says so when there are no instances', async () => {
    const api = fakePackagesApi('/v2/contractor-core', { instances: [] });
    const { router } = renderWithProviders(<OperationPackagesPage core="CONTRACTOR" />, {
      fetcher: api.fetcher,
      route: `/contractor-core/packages?operationPackageId=${ids.inventory}&operationPackagePatternId=${ids.aprilPattern}`,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Choose a package')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Onboarding' }));
    await user.click(await screen.findByRole('link', { name: 'April joiners' }));
    expect(await screen.findByText('No instances in progress')).toBeInTheDocument();
  });

  it('GA: the archive tab lists archived packages, whose patterns cannot be started, and restores a package', async () => {
    const archived = packageRow({ core: 'GA', id: ids.offboarding, kind: 'OFFICE_MOVE', subjectKind: 'PLACE', name: 'Office move', archived: true, inProgressCount: 0 });
    const api = fakePackagesApi('/v2/ga/core', { packages: [packageRow({ core: 'GA', kind: 'EQUIPMENT_ROUND', name: 'Equipment round' }), archived], patterns: [patternRow({ packageId: ids.offboarding, name: 'Tokyo office' })] });
    const { router } = renderWithProviders(<OperationPackagesPage core="GA" />, { fetcher: api.fetcher, route: '/ga-operation-core/packages' });
    expect(await screen.findByRole('link', { name: 'Equipment round' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    expect(router.state.location.search).toBe('?tab=archive');
    await user.click(await screen.findByRole('link', { name: 'Office move' }));
    const patterns = await screen.findByRole('table', { name: 'Patterns of Office move' });
    expect(within(patterns).getByRole('link', { name: 'Tokyo office' })).toBeInTheDocument();
    expect(within(patterns).queryByRole('button', { name: /Start/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New pattern' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/ga/core/operation-packages/{id}/unarchive')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/ga/core/operation-packages/{id}/unarchive')[0]?.params).toEqual({ id: ids.offboarding });
    expect(await screen.findByText('Office move was restored from the archive.')).toBeInTheDocument();
  });
});

describe('OperationPackagesPage in Japanese', () => {
  it('reads in Japanese: the area tabs, the GA tabs, the counts and the empty states', async () => {
    i18n.load('ja-JP', { ...(contractsMessages as Messages), ...(uiMessages as Messages) });
    const api = fakePackagesApi('/v2/ga/core', { packages: [packageRow({ core: 'GA', kind: 'EQUIPMENT_ROUND', name: '備品点検' })] });
    renderWithProviders(<OperationPackagesPage core="GA" />, { fetcher: api.fetcher, route: '/ga-operation-core/packages', locale: 'ja-JP' });
    expect(await screen.findByRole('link', { name: '備品点検' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '総務コア' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'パターン設定' })).toHaveAttribute('href', '/ga-operation-core/configs');
    expect(screen.getByRole('tab', { name: '有効' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'アーカイブ' })).toBeInTheDocument();
    expect(screen.getByText('進行中 3件')).toBeInTheDocument();
    expect(screen.getByText('パッケージを選択してください')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'パッケージを検索' })).toBeInTheDocument();
  });
});

describe('OperationPackagesPage (IT: packages and archived)', () => {
  it('lists the active packages linking to their pages and archives one after the confirmation', async () => {
    const inventory = packageRow({ core: 'IT', id: ids.inventory, kind: 'DEVICE_INVENTORY', subjectKind: 'DEVICE', name: 'Annual device inventory' });
    const api = fakePackagesApi('/v2/it-operation-core', { packages: [inventory] });
    renderWithProviders(<OperationPackagesPage core="IT" />, { fetcher: api.fetcher, route: '/it-operation-core/packages' });

    const link = await screen.findByRole('link', { name: 'Annual device inventory' });
    expect(link).toHaveAttribute('href', `/it-operation-core/packages/${ids.inventory}`);
    expect(screen.getByRole('link', { name: 'Archived packages' })).toHaveAttribute('href', '/it-operation-core/archived');
    expect(api.callsTo('GET', '/v2/it-operation-core/operation-packages')[0]?.query).toEqual({ tab: 'active', freeText: undefined });

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Archive Annual device inventory?').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH', '/v2/it-operation-core/operation-packages/{id}/archive')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/it-operation-core/operation-packages/{id}/archive')).toHaveLength(1));
    expect(await screen.findByText('Annual device inventory was archived.')).toBeInTheDocument();
  });

  it('the archived list asks for the archive tab and says when it is empty', async () => {
    const api = fakePackagesApi('/v2/it-operation-core', { packages: [packageRow({ core: 'IT' })] });
    renderWithProviders(<OperationPackagesPage core="IT" archived />, { fetcher: api.fetcher, route: '/it-operation-core/archived' });
    expect(await screen.findByText('No archived packages')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/it-operation-core/operation-packages')[0]?.query).toMatchObject({ tab: 'archive' });
  });
});

describe('OperationPackagePage (IT package)', () => {
  const inventory = packageRow({ core: 'IT', id: ids.inventory, kind: 'DEVICE_INVENTORY', subjectKind: 'DEVICE', name: 'Annual device inventory' });
  const pattern = patternRow({ id: ids.inventoryPattern, packageId: ids.inventory, packageName: 'Annual device inventory', name: 'FY2026 inventory' });
  const deviceInstance = instanceRow({ packageId: ids.inventory, patternId: ids.inventoryPattern, subject: { kind: 'DEVICE', id: ids.person, name: 'MacBook Pro 14', detail: 'PC-0001', avatarUrl: null } });

  it('shows the package, its patterns, and the chosen pattern starts linking to the device inventory and its instances', async () => {
    const api = fakePackagesApi('/v2/it-operation-core', { packages: [inventory], patterns: [pattern], instances: [deviceInstance], requests: [requestRow(), requestRow({ id: ids.otherPerson, title: null })] });
    const { router } = renderWithProviders(<OperationPackagePage />, { fetcher: api.fetcher, route: `/it-operation-core/packages/${ids.inventory}`, path: '/it-operation-core/packages/:packageId' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Annual device inventory' })).toBeInTheDocument();
    expect(screen.getByText('Device inventory · Device')).toBeInTheDocument();
    expect(screen.getByText('3 in progress')).toBeInTheDocument();
    expect(screen.getByText('Choose a pattern')).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'FY2026 inventory' }));
    expect(router.state.location.search).toBe(`?patternId=${ids.inventoryPattern}`);
    const starts = await screen.findByRole('table', { name: 'Starts of FY2026 inventory' });
    const open = await within(starts).findAllByRole('link', { name: 'Open the inventory' });
    expect(open[0]).toHaveAttribute('href', `/it-operation-core/device-inventory?patternId=${ids.inventoryPattern}&requestId=${ids.request}`);
    expect(within(starts).getByText('No title')).toBeInTheDocument();
    const instances = await screen.findByRole('table', { name: 'Instances of FY2026 inventory' });
    expect(await within(instances).findByRole('link', { name: 'MacBook Pro 14' })).toHaveAttribute('href', `/it-operation-core/operation-instances/${ids.instance}`);
  });

  it('shows not found for an unknown package', async () => {
    const api = fakePackagesApi('/v2/it-operation-core', { packages: [] });
    renderWithProviders(<OperationPackagePage />, { fetcher: api.fetcher, route: `/it-operation-core/packages/${ids.onboarding}`, path: '/it-operation-core/packages/:packageId' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/it-operation-core/operation-packages/{id}')).toHaveLength(1);
  });

  it('never asks for a package id that is not a UUID', async () => {
    const api = fakePackagesApi('/v2/it-operation-core');
    renderWithProviders(<OperationPackagePage />, { fetcher: api.fetcher, route: '/it-operation-core/packages/not-a-uuid', path: '/it-operation-core/packages/:packageId' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/it-operation-core/operation-packages/{id}')).toHaveLength(0);
  });
});

describe('OperationConfigsPage', () => {
  it('lists every pattern linking to its configuration, and creates a copy in a chosen package then opens it', async () => {
    const api = fakePackagesApi('/v2/labor-core', { packages: [packageRow(), offboarding], patterns: [patternRow(), patternRow({ id: ids.request, archived: true, name: 'Old joiners' })] });
    const { router } = renderWithProviders(<OperationConfigsPage core="LABOR" />, { fetcher: api.fetcher, route: '/labor-core/configs' });

    expect(await screen.findByRole('link', { name: 'April joiners' })).toHaveAttribute('href', `/labor-core/config/${ids.aprilPattern}`);
    expect(screen.queryByText('Old joiners')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /New pattern/ }));
    const dialog = await screen.findByRole('dialog');
    // nothing chosen: refused on the client
    await user.click(within(dialog).getByRole('button', { name: 'Create and configure' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/labor-core/operation-packages/{id}/patterns')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Package' }));
    await user.click((await screen.findAllByTitle('Onboarding')).find((node) => node.classList.contains('ant-select-item-option'))!);
    await user.click(within(dialog).getByRole('combobox', { name: 'Copy from' }));
    await user.click((await screen.findAllByTitle('April joiners')).find((node) => node.classList.contains('ant-select-item-option'))!);
    await user.click(within(dialog).getByRole('button', { name: 'Create and configure' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/labor-core/config/${ids.inventoryPattern}`));
    expect(api.callsTo('POST', '/v2/labor-core/operation-packages/{id}/patterns')[0]).toMatchObject({ params: { id: ids.onboarding }, body: { copyFromPatternId: ids.aprilPattern } });
  });

  it('the archived tab asks for archived patterns', async () => {
    const api = fakePackagesApi('/v2/ga/core', { patterns: [patternRow({ archived: true, name: 'Old round' })] });
    const { router } = renderWithProviders(<OperationConfigsPage core="GA" />, { fetcher: api.fetcher, route: '/ga-operation-core/configs' });
    expect(await screen.findByText('No patterns')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByRole('link', { name: 'Old round' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=archived');
  });
});
