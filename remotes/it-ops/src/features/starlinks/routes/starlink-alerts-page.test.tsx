import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { fakeStarlinksApi, ids, openAlert } from '../testing';
import { StarlinkAlertsPage } from './starlink-alerts-page';

jest.setTimeout(40_000);

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('StarlinkAlertsPage', () => {
  it('opens every category and open alerts by default; the category tabs and the state control write the URL', async () => {
    const api = fakeStarlinksApi();
    const user = setup();
    const { router } = renderWithProviders(<StarlinkAlertsPage />, { route: '/starlinks/alerts', fetcher: api.fetcher });
    expect(await screen.findByText('Data use exceeded 90% of the plan.')).toBeInTheDocument();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Disabled', 'Data overage', 'Performance issue', 'Update', 'Router issue', 'Others']) expect(tab(name)).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/starlink-alerts')[0]?.query).toEqual({ pageIndex: 0, pageSize: 100, sortColumn: 'DETECTED_AT', sortOrder: 'desc', category: 'ALL', status: 'OPEN' });
    expect(screen.getAllByRole('link', { name: openAlert.starlink.name })[0]).toHaveAttribute('href', `/starlinks/${ids.hq}/overview`);
    // the resolved alert shows who resolved it, and no Resolve button
    const resolvedRow = screen.getByText('The router restarted repeatedly.').closest('tr')!;
    expect(within(resolvedRow).getByText(/Ichiro IT/)).toBeInTheDocument();
    expect(within(resolvedRow).queryByRole('button')).toBeNull();

    await user.click(tab('Router issue'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=ROUTER_ISSUE'));
    await user.click(screen.getByText('Resolved', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=ROUTER_ISSUE&status=RESOLVED'));
    await waitFor(() => expect(api.callsTo('GET', '/v2/starlink-alerts-count').at(-1)?.query).toEqual({ category: 'ROUTER_ISSUE', status: 'RESOLVED' }));
  });

  it('falls back to ALL and OPEN for unknown values and rewrites the URL (the cockpit links with ?category=)', async () => {
    const api = fakeStarlinksApi();
    const { router } = renderWithProviders(<StarlinkAlertsPage />, { route: '/starlinks/alerts?category=FIRE&status=CLOSED', fetcher: api.fetcher });
    await screen.findByText('Data use exceeded 90% of the plan.');
    expect(api.callsTo('GET', '/v2/starlink-alerts')[0]?.query).toMatchObject({ category: 'ALL', status: 'OPEN' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const deep = fakeStarlinksApi();
    renderWithProviders(<StarlinkAlertsPage />, { route: '/starlinks/alerts?category=DATA_OVERAGE', fetcher: deep.fetcher });
    await waitFor(() => expect(deep.callsTo('GET', '/v2/starlink-alerts')[0]?.query).toMatchObject({ category: 'DATA_OVERAGE', status: 'OPEN' }));
  });

  it('resolves an alert after asking, and shows the refusal of an alert already resolved', async () => {
    let resolved = false;
    const api = fakeStarlinksApi({
      answer: (call) => {
        if (call.method !== 'PATCH') return undefined;
        if (resolved) return new ApiError({ status: 409, code: 'CONFLICT', message: 'This alert has already been resolved.' });
        resolved = true;
        return undefined;
      },
    });
    const user = setup();
    renderWithProviders(<StarlinkAlertsPage />, { route: '/starlinks/alerts', fetcher: api.fetcher });
    const button = await screen.findByRole('button', { name: `Resolve the alert of ${openAlert.starlink.name}` });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Resolve this alert?').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('The alert was resolved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/starlink-alerts/{id}/resolve')[0]?.params).toEqual({ id: ids.alertOpen });

    await user.click(screen.getByRole('button', { name: `Resolve the alert of ${openAlert.starlink.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('This alert has already been resolved.')).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
    const api = fakeStarlinksApi();
    renderWithProviders(<StarlinkAlertsPage />, { route: '/starlinks/alerts', fetcher: api.fetcher, locale: 'ja-JP' });
    await screen.findByText('Data use exceeded 90% of the plan.');
    for (const name of ['無効化', 'データ超過', 'パフォーマンス低下', 'アップデート', 'ルーター異常', 'その他']) expect(tab(name)).toBeInTheDocument();
    expect(screen.getAllByText('解決済み').length).toBeGreaterThan(0);
  });
});
