import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Messages } from '@lingui/core';
import { Route, Routes } from 'react-router-dom';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { messages as jaMessages } from '@locales/ja-JP/it-ops';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { fakeSoftwareApi, ids, type FakeAnswer } from '../testing';
import { CustomSaasAddPage, SoftwareAddPage } from './software-add-page';
import { SoftwareAddSelectPage } from './software-add-select-page';

jest.setTimeout(40_000);

function renderAdd(route: string, options: { answer?: FakeAnswer; locale?: 'en-US' | 'ja-JP' } = {}) {
  const api = fakeSoftwareApi(options.answer);
  if (options.locale === 'ja-JP') i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(
    <Routes>
      <Route path="/software/add" element={<SoftwareAddSelectPage />} />
      <Route path="/software/add/:type" element={<SoftwareAddPage />} />
      <Route path="/software/custom-saas/add/:customSaasType" element={<CustomSaasAddPage />} />
      <Route path="/software/:id" element={<p>record page</p>} />
    </Routes>,
    { route, path: '*', fetcher: api.fetcher, locale: options.locale },
  );
  return { ...result, api, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

describe('software add flows', () => {
  it('/software/add offers the software types and the custom SaaS categories', async () => {
    renderAdd('/software/add');
    const types = await screen.findByRole('list', { name: 'Software types' });
    expect(within(types).getAllByRole('listitem')).toHaveLength(5);
    expect(within(types).getByRole('link', { name: 'Installed' })).toHaveAttribute('href', '/software/add/INSTALLED');
    const custom = screen.getByRole('list', { name: 'Custom SaaS types' });
    expect(within(custom).getAllByRole('listitem')).toHaveLength(12);
    expect(within(custom).getByRole('link', { name: 'Sales / CRM' })).toHaveAttribute('href', '/software/custom-saas/add/SALES_CRM');
  });

  it('adds a software of the type in the path, then opens its page with a toast', async () => {
    const { api, user, router } = renderAdd('/software/add/INSTALLED');
    expect(await screen.findByRole('heading', { name: 'Add software: Installed' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Visual Studio');
    await user.type(screen.getByRole('textbox', { name: 'Vendor' }), 'Microsoft');
    await user.click(screen.getByRole('button', { name: 'Add software' }));
    expect(await screen.findByText('The software "Visual Studio" was added.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/software/${ids.created}`));
    expect(api.callsTo('POST', '/v2/software')[0]?.body).toEqual(
      expect.objectContaining({ type: 'INSTALLED', customSaasType: null, name: 'Visual Studio', vendorName: 'Microsoft', category: 'OTHER', usageStatus: 'ACTIVE' }),
    );
  });

  it('adds a custom SaaS with its category as customSaasType', async () => {
    const { api, user } = renderAdd('/software/custom-saas/add/DESIGN');
    expect(await screen.findByRole('heading', { name: 'Add software: Custom SaaS: Design' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Design Hub');
    await user.click(screen.getByRole('button', { name: 'Add software' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/software')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/software')[0]?.body).toEqual(expect.objectContaining({ type: 'CUSTOM_SAAS', customSaasType: 'DESIGN', name: 'Design Hub' }));
  });

  it('an empty name is refused before any call; a 400 marks the field', async () => {
    const { api, user } = renderAdd('/software/add/SAAS', {
      answer: (call) =>
        call.method === 'POST'
          ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Check the highlighted fields.', fieldErrors: [{ path: 'websiteUrl', message: 'Enter a URL starting with http:// or https://' }] })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Add software' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/software')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Add software' }));
    expect(await screen.findAllByText('Enter a URL starting with http:// or https://')).not.toHaveLength(0);
  });

  it('an unknown type or custom SaaS category is not found', async () => {
    renderAdd('/software/add/CUSTOM_SAAS');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it('an unknown custom SaaS category is not found', async () => {
    renderAdd('/software/custom-saas/add/GAMES');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it('reads in Japanese', async () => {
    renderAdd('/software/add', { locale: 'ja-JP' });
    expect(await screen.findByRole('heading', { name: 'ソフトウェアを追加' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '営業・CRM' })).toBeInTheDocument();
  });
});
