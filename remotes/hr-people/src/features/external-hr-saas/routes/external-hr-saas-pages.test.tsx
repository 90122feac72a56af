import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as uiMessages } from '@locales/ja-JP/ui';
import { messages } from '@locales/ja-JP/hr-people';
import { messages as contractsMessages } from '@locales/ja-JP/contracts';
import { fakeHrSaasApi, ids, type FakeAnswer } from '../testing';
import { ExternalHrSaasPage } from './external-hr-saas-page';
import { ExternalHrSaasPreviewPage } from './external-hr-saas-preview-page';

jest.setTimeout(60_000);

function renderPreview(answer?: FakeAnswer, locale?: 'ja-JP') {
  const api = fakeHrSaasApi({ answer });
  const result = renderWithProviders(<ExternalHrSaasPreviewPage />, {
    route: `/person/external-hr-saas/${ids.integration}/preview`, path: '/person/external-hr-saas/:appIntegrationId/preview', fetcher: api.fetcher, locale,
  });
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('External HR SaaS pages', () => {
  it('lists the integrations, each linking to its preview', async () => {
    const api = fakeHrSaasApi();
    renderWithProviders(<ExternalHrSaasPage />, { route: '/person/external-hr-saas', fetcher: api.fetcher });
    expect(await screen.findByRole('link', { name: 'SmartHR' })).toHaveAttribute('href', `/person/external-hr-saas/${ids.integration}/preview`);
    expect(screen.getByText('kanri-shoji.example')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
  });

  it('previews each kind of change, filters by action, and imports the selected workers', async () => {
    const { api, user } = renderPreview();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Department: 人事部 → 営業部')).toBeInTheDocument();
    expect(within(table).getByText('Added as a new person')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ken Sato' })).toHaveAttribute('href', `/person/${ids.moved}`);
    // the filter shows one kind
    await user.click(screen.getByText('Leaving (1)'));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Ken Sato')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('Mai Ito')).toBeInTheDocument();
    await user.click(screen.getByText('All (4)'));
    // three importable rows are selected; leave Ken out
    expect(screen.getByRole('button', { name: 'Import 3 selected' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Import Jun Mori' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Import Ken Sato' }));
    await user.click(screen.getByRole('button', { name: 'Import 2 selected' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/external-hr-saas/{appIntegrationId}/import')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/external-hr-saas/{appIntegrationId}/import')[0]?.body).toEqual({ externalIds: ['SHR-NEW-1', 'SHR-E2'] });
    expect(await screen.findByText('Imported: 1 added, 0 changed, 1 marked as leaving.')).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    i18n.load('ja-JP', { ...(uiMessages as Messages), ...(messages as Messages), ...(contractsMessages as Messages) });
    renderPreview(undefined, 'ja-JP');
    expect(await screen.findByText('部署：人事部 → 営業部')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '選択した 3 人をインポート' })).toBeInTheDocument();
    expect(screen.getByText('退職予定（1）')).toBeInTheDocument();
  });

  it('a failed import says nothing was imported; an unknown integration is not found', async () => {
    const { user } = renderPreview((call) => (call.method === 'POST' ? new ApiError({ status: 409, code: 'CONFLICT', message: 'This worker number is already used by another person' }) : undefined));
    await user.click(await screen.findByRole('button', { name: 'Import 3 selected' }));
    expect(await screen.findByText('Nothing was imported.')).toBeInTheDocument();
    renderPreview((call) => (call.method === 'GET' && call.path.endsWith('/preview') ? new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' }) : undefined));
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
