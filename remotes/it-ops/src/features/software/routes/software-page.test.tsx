import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { fakeSoftwareApi, ids, slack, type FakeAnswer } from '../testing';
import { SoftwarePage } from './software-page';

jest.setTimeout(40_000);

// recharts measures its container; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function renderPage(options: { route?: string; answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeSoftwareApi(options.answer);
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<SoftwarePage />, { route: options.route ?? `/software/${ids.software}`, path: '/software/:id/:tab?', fetcher: api.fetcher, locale: options.locale });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width: 575.98px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
const originalFetch = global.fetch;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  global.fetch = originalFetch;
});

/** The store's answer to the page's PUT or DELETE of the logo. */
function storeAnswers(status: number, statusText: string) {
  const fetchMock = jest.fn(async () => ({ ok: status >= 200 && status < 300, status, statusText }) as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Edit/ }));
  return screen.findByRole('form', { name: 'Edit software' });
}

describe('SoftwarePage', () => {
  it('shows the header (breadcrumb of 3, vendor, assigned total, status, renewal) and opens the overview with real figures', async () => {
    const { router } = renderPage();
    expect(await screen.findByText('Slack', { selector: 'h1, h1 *' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/software/${ids.software}/overview`));
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Registry' })).toHaveAttribute('href', '/software/registry');
    expect(screen.getByText('Salesforce')).toBeInTheDocument();
    expect(screen.getByText('Assigned: 3')).toBeInTheDocument();
    expect(screen.getByText('Status: Active')).toBeInTheDocument();
    expect(screen.getByText('Renewal: 03/31/2027')).toBeInTheDocument();
    expect(screen.queryByText('Custom SaaS')).not.toBeInTheDocument();
    expect(await screen.findByText(/12,400/)).toBeInTheDocument();
    expect(screen.getByText('Active rate (signed in within 30 days)')).toBeInTheDocument();
    // 001 §7's fixed placeholders read "—" with the reason
    expect(screen.getByText('User growth')).toBeInTheDocument();
    expect(screen.getAllByText("Not computed for a software record; the app integration's overview has it.")).toHaveLength(3);
  });

  it('collapses the breadcrumb middle entry on a narrow screen, still a link named by its label', async () => {
    setNarrow(true);
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const middle = within(nav).getByRole('link', { name: 'Registry' });
    expect(middle).toHaveTextContent('…');
  });

  it('a custom SaaS without an integration: the badge, an honest empty overview and users tab pointing to the marketplace', async () => {
    renderPage({ route: `/software/${ids.custom}/users` });
    expect(await screen.findByText('Design Hub', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByText('Custom SaaS')).toBeInTheDocument();
    expect(screen.getByText('Vendor not set')).toBeInTheDocument();
    expect(await screen.findByText('No accounts to show')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the marketplace' })).toHaveAttribute('href', '/software/marketplace');
  });

  it('the users tab lists the integration accounts read-only with a link to manage them', async () => {
    const { api } = renderPage({ route: `/software/${ids.software}/users` });
    expect(await screen.findByText('Hanako Sato')).toBeInTheDocument();
    expect(screen.getByText('Unknown person')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage accounts' })).toHaveAttribute('href', `/app-integrations/${ids.integration}/users`);
    expect(api.callsTo('GET', '/v3/app-integrations/{id}/users')[0]?.params).toEqual({ id: ids.integration });
  });

  it('an unknown id and a non-UUID show the not-found page', async () => {
    renderPage({ route: '/software/00000000-0000-4000-8000-000000000000' });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it('uploads a new logo through the presigned URL, then saves the detail with logoChanged and the key', async () => {
    const store = storeAnswers(200, 'OK');
    const { api, user } = renderPage({ route: `/software/${ids.software}/detail` });
    const form = await openEdit(user);
    const input = form.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(screen.getByText('New logo: logo.png')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('The software was updated.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/software/{softwareId}/logo/presigned-url')[0]?.query).toEqual({ method: 'PUT', filename: 'logo.png' });
    expect(store).toHaveBeenCalledWith('/v2/storage/objects/logo?sig=p', expect.objectContaining({ method: 'PUT', headers: { 'content-type': 'image/png' } }));
    const put = api.callsTo('PUT', '/v2/software/{softwareId}/detail')[0];
    expect(put?.body).toEqual(expect.objectContaining({ name: 'Slack', logoChanged: true, logoDeleted: false, logoFile: 'software-logo/x/new.png', version: 2 }));
  });

  it('a refused upload shows "Logo upload failed: {status text}" and saves nothing', async () => {
    storeAnswers(403, 'Forbidden');
    const { api, user } = renderPage({ route: `/software/${ids.software}/detail` });
    const form = await openEdit(user);
    await user.upload(form.querySelector<HTMLInputElement>('input[type=file]')!, new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Logo upload failed: Forbidden')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/v2/software/{softwareId}/detail')).toHaveLength(0);
  });

  it('an answer without a URL shows "Failed to get presigned URL"', async () => {
    storeAnswers(200, 'OK');
    const { api, user } = renderPage({
      route: `/software/${ids.software}/detail`,
      answer: (call) => (call.path === '/v2/software/{softwareId}/logo/presigned-url' ? { key: 'k', method: 'PUT', headers: {}, expiresAt: '' } : undefined),
    });
    const form = await openEdit(user);
    await user.upload(form.querySelector<HTMLInputElement>('input[type=file]')!, new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Failed to get presigned URL')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/v2/software/{softwareId}/detail')).toHaveLength(0);
  });

  it('removing the logo DELETEs it at the presigned URL; a failure shows "Logo delete failed: {status text}"', async () => {
    const withLogo = { ...slack, info: { ...slack.info, logoUrl: '/v2/storage/images/software-logo/x/y.png' } };
    const answer: FakeAnswer = (call) => (call.method === 'GET' && call.path === '/v2/software/{softwareId}' ? withLogo : undefined);
    storeAnswers(404, 'Not Found');
    const { api, user } = renderPage({ route: `/software/${ids.software}/detail`, answer });
    const form = await openEdit(user);
    await user.click(within(form).getByRole('button', { name: 'Remove the logo' }));
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Logo delete failed: Not Found')).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/software/{softwareId}/logo/presigned-url')[0]?.query).toEqual({ method: 'DELETE' });
    expect(api.callsTo('PUT', '/v2/software/{softwareId}/detail')).toHaveLength(0);

    storeAnswers(204, 'No Content');
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/v2/software/{softwareId}/detail')).toHaveLength(1));
    expect(api.callsTo('PUT', '/v2/software/{softwareId}/detail')[0]?.body).toEqual(expect.objectContaining({ logoChanged: false, logoDeleted: true, logoFile: null }));
  });

  it('activity monitoring: sign-in figures, accounts by month of their last sign-in, and the history', async () => {
    const { api } = renderPage({ route: `/software/${ids.software}/activity-monitoring` });
    const figure = await screen.findByRole('figure', { name: 'Accounts by month of their last sign-in' });
    expect(within(figure).getAllByRole('listitem')).toHaveLength(3);
    expect(within(figure).getByText('2026-10: 1 account')).toBeInTheDocument();
    expect(screen.getByText('Signed in within 30 days')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/v2/audit-logs')[0]?.query).toEqual(expect.objectContaining({ resourceType: 'SOFTWARE', resourceId: ids.software })));
  });

  it('saves the architecture with the version read', async () => {
    const { api, user } = renderPage({ route: `/software/${ids.software}/architecture` });
    expect(await screen.findByText('Cloud')).toBeInTheDocument();
    expect(screen.getByText('Production')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const form = await screen.findByRole('form', { name: 'Edit architecture' });
    await user.type(within(form).getByRole('textbox', { name: 'Notes' }), 'SSO via the IdP');
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('The software was updated.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/v2/software/{softwareId}/architecture')[0]?.body).toEqual({
      hosting: 'CLOUD', environments: ['PROD'], authMethod: 'SAML', provisionMethod: null, compliance: null, patchState: null, notes: 'SSO via the IdP', version: 2,
    });
  });

  it('shows the contracts and cost of the integration and the licenses', async () => {
    renderPage({ route: `/software/${ids.software}/contracts-cost` });
    expect(await screen.findByText('Business+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slack seats' })).toHaveAttribute('href', `/licenses/${ids.license}`);
    expect(screen.getByText('4 / 10')).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    renderPage({ route: `/software/${ids.software}/architecture`, locale: 'ja-JP' });
    expect(await screen.findByText('クラウド')).toBeInTheDocument();
    expect(screen.getByText('本番')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'アーキテクチャ' })).toBeInTheDocument();
    expect(screen.getByText('ステータス: 利用中')).toBeInTheDocument();
  });
});
