import { screen, waitFor } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { messages as uiMessages } from '@locales/ja-JP/ui';
import { messages } from '@locales/ja-JP/ga-places';
import { messages as contractMessages } from '@locales/ja-JP/contracts';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { user } from '../../../testing';
import { fakeFleetsApi, ids } from '../testing';
import { FleetAlertsPage } from './fleet-alerts-page';

jest.setTimeout(60_000);

describe('FleetAlertsPage', () => {
  it('shows every alert by default, with days overdue, days left and the mileage against the threshold', async () => {
    const api = fakeFleetsApi();
    renderWithProviders(<FleetAlertsPage />, { route: '/fleets/alerts', fetcher: api.fetcher });
    expect(await screen.findByText('5 days overdue')).toBeInTheDocument();
    expect(screen.getByText('20 days left')).toBeInTheDocument();
    expect(screen.getByText('128,450 km (threshold 100,000 km)')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '営業車 プリウス 01' })[0]).toHaveAttribute('href', `/fleets/${ids.prius}`);
    expect(api.callsTo('GET', '/v2/fleet-alerts')[0]?.query).toMatchObject({ category: 'ALL' });
  });

  it('keeps the category in the URL: INSURANCE lists the insurance alerts only; an unknown one falls back to ALL', async () => {
    const api = fakeFleetsApi();
    const { router } = renderWithProviders(<FleetAlertsPage />, { route: '/fleets/alerts?category=INSURANCE', fetcher: api.fetcher });
    expect(await screen.findByText('Compulsory insurance due')).toBeInTheDocument();
    expect(screen.queryByText('5 days overdue')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Mileage' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('category')).toBe('MILEAGE'));
    expect(await screen.findByText('Mileage over the threshold')).toBeInTheDocument();
    const other = fakeFleetsApi();
    renderWithProviders(<FleetAlertsPage />, { route: '/fleets/alerts?category=TIRES', fetcher: other.fetcher });
    await waitFor(() => expect(other.callsTo('GET', '/v2/fleet-alerts')[0]?.query).toMatchObject({ category: 'ALL' }));
  });

  it('reads in Japanese', async () => {
    i18n.load('ja-JP', { ...(uiMessages as Messages), ...(contractMessages as Messages), ...(messages as Messages) });
    const api = fakeFleetsApi();
    renderWithProviders(<FleetAlertsPage />, { route: '/fleets/alerts', fetcher: api.fetcher, locale: 'ja-JP' });
    expect(await screen.findByText('車検満了間近')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '任意保険・自賠責' })).toBeInTheDocument();
  });
});
