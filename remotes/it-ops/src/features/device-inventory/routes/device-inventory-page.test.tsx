import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import type { FakeApiCall } from '@kanri/ui';
import { fakeDeviceInventoryApi, ids, inventoryUrl, summary } from '../testing';
import { DeviceInventoryPage } from './device-inventory-page';

// antd tables are heavy in jsdom on two cores
jest.setTimeout(40_000);

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const path = '/it-operation-core/device-inventory/:tab?';
const loadJapanese = () => i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
const render = (route: string, api = fakeDeviceInventoryApi(), locale?: 'ja-JP' | 'en-US') => ({
  api,
  ...renderWithProviders(<DeviceInventoryPage />, { route, path, fetcher: api.fetcher, locale }),
});
const searchOf = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);
const lastQuery = (api: { callsTo(method: string, path: string): FakeApiCall[] }, p: string) => api.callsTo('GET', p).at(-1)?.query;

describe('DeviceInventoryPage', () => {
  it('shows the input error in place and calls nothing when patternId or requestId is missing', async () => {
    const { api } = render('/it-operation-core/device-inventory?patternId=%20');
    expect(await screen.findByText('Input error: patternId is required, requestId is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('reads the input error in Japanese', async () => {
    loadJapanese();
    render(`/it-operation-core/device-inventory/data?patternId=${ids.pattern}`, fakeDeviceInventoryApi(), 'ja-JP');
    expect(await screen.findByText('入力値エラー: requestId は必須です')).toBeInTheDocument();
  });

  it('opens the detail tab first, keeping the search, with the request and its counts', async () => {
    const { router, api } = render(inventoryUrl());
    expect(await screen.findByRole('heading', { level: 1, name: 'FY2026 device inventory' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/it-operation-core/device-inventory/detail'));
    expect(searchOf(router).get('patternId')).toBe(ids.pattern);
    expect(await screen.findByRole('tab', { name: 'Detail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('FY2026 annual device inventory', { selector: 'td *, td' })).toBeInTheDocument();
    expect(screen.getByText('Taro Yamada')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reported: 60%' })).toBeInTheDocument();
    expect(screen.getByText('Not owned').closest('.ant-statistic')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Annual device inventory' })).toHaveAttribute('href', `/it-operation-core/packages/${ids.package}?patternId=${ids.pattern}`);
    expect(api.callsTo('GET', '/v2/it-operation-core/device-inventory/summary')[0]?.query).toEqual({ patternId: ids.pattern, requestId: ids.request });
    // the data tab's calls start only when it opens
    expect(api.callsTo('GET', '/v2/it-operation-core/device-inventory')).toHaveLength(0);
  });

  it.each([
    ['en-US', 'Package not found'],
    ['ja-JP', 'パッケージが見つかりません'],
  ] as const)('says the package is not found (%s) when no package has the pattern', async (locale, text) => {
    if (locale === 'ja-JP') loadJapanese();
    const api = fakeDeviceInventoryApi({
      answer: (call) =>
        call.path === '/v2/it-operation-core/device-inventory/summary' ? new ApiError({ status: 404, code: 'PACKAGE_NOT_FOUND', message: 'x' }) : undefined,
    });
    render(inventoryUrl('detail'), api, locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it.each([
    ['en-US', 'Failed to fetch data.'],
    ['ja-JP', 'データの取得に失敗しました。'],
  ] as const)('says the fetch failed (%s) and retries', async (locale, text) => {
    if (locale === 'ja-JP') loadJapanese();
    let fail = true;
    const api = fakeDeviceInventoryApi({
      answer: (call) =>
        call.path === '/v2/it-operation-core/device-inventory/summary' && fail ? new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }) : undefined,
    });
    render(inventoryUrl('detail'), api, locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
    fail = false;
    await user().click(screen.getByRole('button', { name: locale === 'ja-JP' ? /再試行/ : /Retry/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'FY2026 device inventory' })).toBeInTheDocument();
  });

  it('shows a 400 from the server as an input error', async () => {
    const api = fakeDeviceInventoryApi({
      answer: (call) =>
        call.path === '/v2/it-operation-core/device-inventory/summary'
          ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'patternId', message: 'This field is required' }] })
          : undefined,
    });
    render(inventoryUrl('detail'), api);
    expect(await screen.findByText('Input error: patternId: This field is required')).toBeInTheDocument();
  });

  it('lists the devices on the data tab with the default search of 001 (page size 500)', async () => {
    const { api } = render(inventoryUrl('data'));
    const laptop = (await screen.findByRole('link', { name: 'MacBook Air #0001' })).closest('tr')!;
    expect(within(laptop).getByText('Hanako Sato')).toBeInTheDocument();
    expect(within(laptop).getByText('Good')).toBeInTheDocument();
    expect(within(laptop).getByText('Scan')).toBeInTheDocument();
    expect(within(laptop).getByText('Asset tag: AT-100001')).toBeInTheDocument();
    expect(within(laptop).getByText('To review')).toBeInTheDocument();
    const phone = screen.getByRole('link', { name: 'iPhone 15 #0002' }).closest('tr')!;
    expect(within(phone).getByText('Bad')).toBeInTheDocument();
    expect(within(phone).getByText('The screen is cracked')).toBeInTheDocument();
    expect(within(phone).getByText('Reviewed')).toBeInTheDocument();
    const monitor = screen.getByRole('link', { name: 'Meeting room display' }).closest('tr')!;
    expect(within(monitor).getByText('Unreported')).toBeInTheDocument();
    expect(within(monitor).getByText('Not reported')).toBeInTheDocument();
    expect(within(monitor).getByText('Installed (no person)')).toBeInTheDocument();
    expect(lastQuery(api, '/v2/it-operation-core/device-inventory')).toEqual({
      patternId: ids.pattern, requestId: ids.request, pageIndex: 0, pageSize: 500, sortColumn: 'DEVICE_NAME', statusFilter: 'all', typeFilter: 'all',
    });
    expect(lastQuery(api, '/v2/it-operation-core/device-inventory-count')).toEqual({ patternId: ids.pattern, requestId: ids.request, statusFilter: 'all', typeFilter: 'all' });
  });

  it("titles the device columns by the devices resource's labels (deviceFields, issue 30): a changed label changes this list too", async () => {
    i18n.load('ja-JP', {
      ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages),
      'field.device.name': 'デバイス名（説明）', 'field.device.deviceTag': 'デバイス管理番号（説明）', 'field.device.assignedPersonId': '貸出先（説明）', 'field.device.assetTag': '資産管理番号（説明）',
    });
    render(inventoryUrl('data'), fakeDeviceInventoryApi(), 'ja-JP');
    const laptop = (await screen.findByRole('link', { name: 'MacBook Air #0001' })).closest('tr')!;
    for (const name of ['デバイス名（説明）', 'デバイス管理番号（説明）', '貸出先（説明）']) expect(screen.getByRole('columnheader', { name: new RegExp(name.replace(/[()（）]/g, '.')) })).toBeInTheDocument();
    expect(within(laptop).getByText(/^資産管理番号（説明）/)).toHaveTextContent('AT-100001');
  });

  it('keeps the filters and free text in the URL and sends them', async () => {
    const u = user();
    const { api, router } = render(inventoryUrl('data', '&pageIndex=2'));
    await screen.findByRole('link', { name: 'MacBook Air #0001' });
    await u.click(screen.getByRole('radio', { name: 'Unreported' }));
    await waitFor(() => expect(searchOf(router).get('statusFilter')).toBe('unreported'));
    expect(searchOf(router).get('pageIndex')).toBeNull();
    await u.click(screen.getByRole('combobox', { name: 'Device type' }));
    await u.click(await screen.findByText('Installed', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(searchOf(router).get('typeFilter')).toBe('installed'));
    await u.type(screen.getByRole('searchbox', { name: 'Search by device, tag, person or memo' }), 'display{Enter}');
    await waitFor(() => expect(searchOf(router).get('freeText')).toBe('display'));
    await waitFor(() =>
      expect(lastQuery(api, '/v2/it-operation-core/device-inventory')).toMatchObject({ statusFilter: 'unreported', typeFilter: 'installed', freeText: 'display', pageIndex: 0 }),
    );
    expect(lastQuery(api, '/v2/it-operation-core/device-inventory-count')).toEqual({
      patternId: ids.pattern, requestId: ids.request, statusFilter: 'unreported', typeFilter: 'installed', freeText: 'display',
    });
    expect(router.state.location.pathname).toBe('/it-operation-core/device-inventory/data');
  });

  it('falls back to the defaults for invalid values, keeps orderDirection as the direction and rewrites the URL', async () => {
    const { api, router } = render(inventoryUrl('data', '&statusFilter=lost&typeFilter=x&pageSize=1001&sortColumn=PRICE&orderDirection=desc'));
    await screen.findByRole('link', { name: 'MacBook Air #0001' });
    expect(lastQuery(api, '/v2/it-operation-core/device-inventory')).toMatchObject({ statusFilter: 'all', typeFilter: 'all', pageSize: 500, sortColumn: 'DEVICE_NAME', orderDirection: 'desc' });
    await waitFor(() => expect(searchOf(router).get('pageSize')).toBeNull());
    expect(searchOf(router).get('statusFilter')).toBeNull();
    expect(searchOf(router).get('orderDirection')).toBe('desc');
    expect(searchOf(router).get('requestId')).toBe(ids.request);
    expect(screen.getByRole('columnheader', { name: /Device name$/ })).toHaveAttribute('aria-sort', 'descending');
    // sorting by a column writes sortOrder and drops the alias
    await user().click(screen.getByRole('columnheader', { name: /Condition/ }));
    await waitFor(() => expect(searchOf(router).get('sortColumn')).toBe('CONDITION'));
    expect(searchOf(router).get('orderDirection')).toBeNull();
  });

  it('marks the chosen devices as reviewed; only rows waiting for review can be chosen', async () => {
    const u = user();
    const { api } = render(inventoryUrl('data'));
    await screen.findByRole('link', { name: 'MacBook Air #0001' });
    const button = screen.getByRole('button', { name: /Mark as reviewed/ });
    expect(button).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Choose iPhone 15 #0002' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Choose Meeting room display' })).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: 'Choose MacBook Air #0001' }));
    await u.click(screen.getByRole('button', { name: /Mark as reviewed \(1\)/ }));
    expect(await screen.findByText('1 device was marked as reviewed.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/it-operation-core/device-inventory/review')[0]?.body).toEqual({ patternId: ids.pattern, requestId: ids.request, instanceIds: [ids.goodLaptop] });
    await waitFor(() => expect(screen.getByRole('button', { name: /Mark as reviewed/ })).toBeDisabled());
  });

  it('chooses every device waiting for review on the page at once', async () => {
    const u = user();
    const { api } = render(inventoryUrl('data'));
    await screen.findByRole('link', { name: 'MacBook Air #0001' });
    await u.click(screen.getByRole('button', { name: 'Choose every device waiting for review on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Choose MacBook Air #0001' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Choose iPhone 15 #0002' })).not.toBeChecked();
    await u.click(screen.getByRole('button', { name: /Mark as reviewed \(1\)/ }));
    await screen.findByText('1 device was marked as reviewed.');
    expect(api.callsTo('POST', '/v2/it-operation-core/device-inventory/review')[0]?.body).toMatchObject({ instanceIds: [ids.goodLaptop] });
  });

  it("shows the server's message when the review is refused", async () => {
    const u = user();
    const api = fakeDeviceInventoryApi({
      answer: (call) =>
        call.method === 'POST' ? new ApiError({ status: 409, code: 'CONFLICT', message: 'Some of the chosen devices are not waiting for a review.' }) : undefined,
    });
    render(inventoryUrl('data'), api);
    await u.click(await screen.findByRole('checkbox', { name: 'Choose MacBook Air #0001' }));
    await u.click(screen.getByRole('button', { name: /Mark as reviewed \(1\)/ }));
    const toast = await screen.findByText('The devices could not be marked as reviewed.');
    expect(toast.closest('.ant-notification-notice')).toHaveTextContent('Some of the chosen devices are not waiting for a review.');
  });

  it('shows the data tab in Japanese', async () => {
    loadJapanese();
    render(inventoryUrl('data'), fakeDeviceInventoryApi(), 'ja-JP');
    const laptop = (await screen.findByRole('link', { name: 'MacBook Air #0001' })).closest('tr')!;
    expect(within(laptop).getByText('良好')).toBeInTheDocument();
    expect(within(laptop).getByText('スキャン')).toBeInTheDocument();
    expect(within(laptop).getByText('申告済み')).toBeInTheDocument();
    const monitor = screen.getByRole('link', { name: 'Meeting room display' }).closest('tr')!;
    expect(within(monitor).getAllByText('未申告')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'データ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: '不良' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /結果確認済みにする/ })).toBeDisabled();
    expect(summary.counts.total).toBe(30);
  });
});
