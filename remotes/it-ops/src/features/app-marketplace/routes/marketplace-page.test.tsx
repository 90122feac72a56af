import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { fakeMarketplaceApi, jaApps, type FakeAnswer } from '../testing';
import { MarketplacePage } from './marketplace-page';

jest.setTimeout(40_000);

function renderPage(options: { route?: string; answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeMarketplaceApi({ answer: options.answer, apps: options.locale === 'ja-JP' ? jaApps : undefined });
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<MarketplacePage />, { route: options.route ?? '/software/marketplace', path: '/software/marketplace', fetcher: api.fetcher, locale: options.locale });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const cards = (name = 'Apps') => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('App marketplace', () => {
  it('shows the apps as cards with vendor, category and the integrated mark', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Slack' });
    expect(cards()).toHaveLength(2);
    const [slack, smarthr] = cards();
    expect(screen.getByRole('link', { name: 'Slack' })).toHaveAttribute('href', expect.stringMatching(/^\/software\/marketplace\/[0-9a-f-]{36}$/));
    expect(within(slack!).getByText('Slack Technologies')).toBeInTheDocument();
    expect(within(slack!).getByText('Communication')).toBeInTheDocument();
    expect(within(slack!).getByText('Integrated')).toBeInTheDocument();
    expect(within(smarthr!).queryByText('Integrated')).not.toBeInTheDocument();
    // the card shows the initial when the app has no logo
    expect(within(smarthr!).getByText('S')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'App marketplace' })).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    renderPage({ locale: 'ja-JP' });
    expect(await screen.findByText('チャンネル単位で会話するビジネスチャット。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'アプリマーケットプレイス' })).toBeInTheDocument();
    expect(within(cards('アプリ')[0]!).getByText('連携済み')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'アプリ名・ベンダー名で検索' })).toBeInTheDocument();
  });

  it('keeps the search text and category in the URL and sends them as freeText and categoryId', async () => {
    const { api, router, user } = renderPage({ route: '/software/marketplace?text=smart&categoryId=HR' });
    await screen.findByRole('link', { name: 'SmartHR' });
    expect(cards()).toHaveLength(1);
    expect(api.callsTo('GET', '/v2/apps').at(-1)?.query).toEqual({ freeText: 'smart', categoryId: 'HR' });
    const box = screen.getByRole('searchbox', { name: 'Search apps by name or vendor' });
    expect(box).toHaveValue('smart');
    await user.clear(box);
    await user.type(box, 'slack{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('text')).toBe('slack'));
    expect(new URLSearchParams(router.state.location.search).get('categoryId')).toBe('HR');
    await waitFor(() => expect(api.callsTo('GET', '/v2/apps').at(-1)?.query).toEqual({ freeText: 'slack', categoryId: 'HR' }));
    expect(await screen.findByText('No apps match')).toBeInTheDocument();
  });

  it('drops an invalid or unknown category from the URL', async () => {
    const bad = renderPage({ route: '/software/marketplace?categoryId=not%20valid&text=x' });
    await waitFor(() => expect(bad.router.state.location.search).toBe('?text=x'));
    bad.unmount();
    const unknown = renderPage({ route: '/software/marketplace?categoryId=NOPE' });
    await waitFor(() => expect(unknown.router.state.location.search).toBe(''));
    await screen.findByRole('link', { name: 'Slack' });
  });

  it('shows "Failed to fetch apps" when the apps cannot be loaded', async () => {
    renderPage({ answer: (call) => (call.path === '/v2/apps' ? new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Boom' }) : undefined) });
    expect(await screen.findAllByText('Failed to fetch apps')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('shows "Failed to fetch app categories" in Japanese when the categories cannot be loaded', async () => {
    renderPage({ locale: 'ja-JP', answer: (call) => (call.path === '/v2/app-categories' ? new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Boom' }) : undefined) });
    expect(await screen.findByText('アプリのカテゴリーを取得できませんでした')).toBeInTheDocument();
    // the apps still show
    expect(await screen.findByRole('link', { name: 'Slack' })).toBeInTheDocument();
  });
});
