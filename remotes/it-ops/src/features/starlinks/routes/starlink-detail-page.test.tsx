import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { fakeStarlinksApi, hq, ids, type FakeAnswer } from '../testing';
import { StarlinkDetailPage } from './starlink-detail-page';

// jsdom has no layout for Leaflet: the lazily loaded map is replaced by a stand-in that shows what
// it was given (its logic is tested as plain functions in starlink-map-data.test.ts)
jest.mock('../components/starlink-map', () => ({
  StarlinkMap: (props: { label: string; latitude: number | null; longitude: number | null; tiles?: { tileUrlTemplate: string | null } }) => (
    <div role="region" aria-label={props.label} data-center={`${props.latitude},${props.longitude}`} data-tiles={props.tiles?.tileUrlTemplate ?? 'none'} />
  ),
}));

jest.setTimeout(40_000);

function renderDetail(options: { route?: string; answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeStarlinksApi({ answer: options.answer });
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<StarlinkDetailPage />, { route: options.route ?? `/starlinks/${ids.hq}`, path: '/starlinks/:id/:tab?', fetcher: api.fetcher, locale: options.locale });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('StarlinkDetailPage', () => {
  it('opens the overview: status, data usage against plan with the 30-day chart, last seen, and the location map with its text alternative', async () => {
    const { router, api } = renderDetail();
    expect(await screen.findByText(hq.name, { selector: 'h1, h1 *' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/starlinks/${ids.hq}/overview`));
    expect(screen.getAllByText('Connected').length).toBeGreaterThan(0);
    expect(await screen.findByText('412.5 GB / 1,000 GB (41%)')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    const chart = await screen.findByRole('figure', { name: 'Daily data usage, last 30 days' });
    expect(within(chart).getByText('Last 30 days: 39 GB in total')).toBeInTheDocument();
    expect(within(chart).getAllByRole('listitem')).toHaveLength(30);
    expect(within(chart).getByText(/: 10 GB$/)).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: `Map of the location of ${hq.name}` });
    expect(map).toHaveAttribute('data-center', '35.681236,139.767125');
    expect(map).toHaveAttribute('data-tiles', 'none');
    const text = screen.getByLabelText(`Location of ${hq.name} as text`);
    expect(within(text).getByText('Tokyo Head Office')).toBeInTheDocument();
    expect(within(text).getByText('35.681236, 139.767125')).toBeInTheDocument();
    expect(screen.getByText(/The map shows coastlines only/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/starlinks/{id}/usage')[0]?.params).toEqual({ id: ids.hq });
  });

  it('hands a configured tile layer to the map and drops the coastline-only note', async () => {
    renderDetail({ answer: (call) => (call.path === '/v2/starlink-map-settings' ? { tileUrlTemplate: 'https://tiles.example.com/{z}/{x}/{y}.png', tileAttribution: '© Example' } : undefined) });
    const map = await screen.findByRole('region', { name: `Map of the location of ${hq.name}` });
    await waitFor(() => expect(map).toHaveAttribute('data-tiles', 'https://tiles.example.com/{z}/{x}/{y}.png'));
    expect(screen.queryByText(/The map shows coastlines only/)).toBeNull();
  });

  it('shows a terminal never located as such, without failing', async () => {
    renderDetail({ answer: (call) => (call.method === 'GET' && call.path === '/v2/starlinks/{id}' ? { ...hq, latitude: null, longitude: null, place: null, placeId: null } : undefined) });
    const text = await screen.findByLabelText(`Location of ${hq.name} as text`);
    expect(within(text).getByText('Not located yet')).toBeInTheDocument();
    expect(within(text).getByText('No place (a ship or a remote site)')).toBeInTheDocument();
  });

  it('shows every field on the detail tab; a refused save (empty name) then a corrected one sends the version', async () => {
    const { api, user } = renderDetail({ route: `/starlinks/${ids.hq}/detail` });
    expect(await screen.findByText('AST-1204000-ABCDE')).toBeInTheDocument();
    for (const value of ['KIT30400001', 'Business 1TB', '1,000 GB', '2026.10.1.mr41234', 'RTR-0123456789', 'Backup line for business continuity.', 'Taro Yamada', '35.681236, 139.767125']) {
      expect(screen.getAllByText(value).length).toBeGreaterThan(0);
    }
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/starlinks/{id}')).toHaveLength(0);
    await user.type(name, '本社屋上 スターリンク（主回線）');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/starlinks/{id}')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/v2/starlinks/{id}')[0]?.body).toEqual({ name: '本社屋上 スターリンク（主回線）', nameEn: hq.nameEn, placeId: ids.place, adminPersonId: ids.person, note: hq.note, version: hq.version });
    expect(await screen.findByText('The changes were saved.')).toBeInTheDocument();
  });

  it('edits the name typed and the English name as stored, shows both on the detail tab and the name the API shows as the title (issue 30)', async () => {
    const { api, user } = renderDetail({ route: `/starlinks/${ids.hq}/detail` });
    expect(await screen.findByText(hq.name, { selector: 'h1, h1 *' })).toBeInTheDocument();
    // the detail tab lists both names as stored
    expect(await screen.findByText(hq.nameJa)).toBeInTheDocument();
    expect(screen.getAllByText('English name').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue(hq.nameJa);
    const english = screen.getByRole('textbox', { name: /^English name/ });
    expect(english).toHaveValue(hq.nameEn);
    await user.clear(english);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/starlinks/{id}')).toHaveLength(1));
    // an emptied English name is none (null): English screens then show the name typed
    expect(api.callsTo('PATCH', '/v2/starlinks/{id}')[0]?.body).toMatchObject({ name: hq.nameJa, nameEn: null });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.type(await screen.findByRole('textbox', { name: /^English name/ }), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText(/100 characters/)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/starlinks/{id}')).toHaveLength(1);
  });

  it('keeps what was typed on a stale version (409) and offers Reload', async () => {
    const { user, api } = renderDetail({
      route: `/starlinks/${ids.hq}/detail`,
      answer: (call) => (call.method === 'PATCH' ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This Starlink terminal was changed by someone else.' }) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.type(await screen.findByRole('textbox', { name: /Note/ }), ' Checked.');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Someone else changed this terminal while you were editing it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reload/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue(`${hq.note} Checked.`);
    expect(api.callsTo('PATCH', '/v2/starlinks/{id}')[0]?.body).toMatchObject({ version: hq.version });
  });

  it('puts a 400 of the server under its field', async () => {
    const { user } = renderDetail({
      route: `/starlinks/${ids.hq}/detail`,
      answer: (call) =>
        call.method === 'PATCH'
          ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'placeId', message: 'This place was not found. Choose another place.' }] })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.click(await screen.findByRole('button', { name: /Save/ }));
    expect(await screen.findByText('This place was not found. Choose another place.')).toBeInTheDocument();
  });

  it('shows not found for an unknown or non-UUID id', async () => {
    renderDetail({ route: '/starlinks/00000000-0000-4000-8000-000000000000' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    renderDetail({ locale: 'ja-JP' });
    expect(await screen.findByRole('tab', { name: '概要' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '詳細' })).toBeInTheDocument();
    expect(await screen.findByText('データ使用量（プラン比）', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('所在地', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getAllByText('接続中').length).toBeGreaterThan(0);
  });
});
