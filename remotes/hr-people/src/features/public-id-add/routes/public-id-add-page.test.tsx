import { screen, waitFor } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaMessages } from '@locales/ja-JP/hr-people';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { fakePublicIdAddApi, ids, invalidMyNumber, user, validMyNumber } from '../testing';
import { PublicIdAddPage } from './public-id-add-page';

jest.setTimeout(60_000);

function renderAdd(route: string, answer?: Parameters<typeof fakePublicIdAddApi>[0], locale?: 'ja-JP', handlesMyNumber = true) {
  const api = fakePublicIdAddApi(answer, handlesMyNumber);
  if (locale) i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<PublicIdAddPage />, { route, path: '/public-ids/add', fetcher: api.fetcher, locale });
  return { ...result, api };
}

const posts = (api: ReturnType<typeof fakePublicIdAddApi>) => api.callsTo('POST', '/v2/public-ids');

describe('PublicIdAddPage', () => {
  it('adds a My Number for the person of the URL and opens the record; the number box is autocomplete="off"', async () => {
    const { api, router } = renderAdd(`/public-ids/add?personId=${ids.person}`);
    expect(await screen.findByText('Taro Yamada')).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: /My Number \(12 digits\)/ });
    expect(number).toHaveAttribute('autocomplete', 'off');
    await user.type(number, validMyNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
    await user.type(screen.getByRole('textbox', { name: /Name on the document/ }), '山田 太郎');
    await user.click(screen.getByRole('button', { name: 'Add public ID' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toEqual({
      personId: ids.person, publicIdType: 'NATIONAL_ID', nationalIdType: 'MY_NUMBER', number: validMyNumber, issueDate: null, expiryDate: null,
      issuingCountry: 'JP', nameOnDocument: '山田 太郎', issuingAuthority: null, note: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/public-ids/${ids.created}/details`));
    expect(router.state.location.search).toBe('');
  });

  it('refuses a wrong check digit on the client, then posts once the number is corrected', async () => {
    const { api, router } = renderAdd(`/public-ids/add?personId=${ids.person}`);
    await screen.findByText('Taro Yamada');
    const number = screen.getByRole('textbox', { name: /My Number/ });
    await user.type(number, invalidMyNumber);
    await user.click(screen.getByRole('button', { name: 'Add public ID' }));
    expect(await screen.findByText('This My Number is not valid: its check digit does not match')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
    // the submit button is usable again (the refused submit must not leave it loading)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add public ID' })).not.toHaveClass('ant-btn-loading'));
    await user.clear(number);
    await user.type(number, validMyNumber);
    await waitFor(() => expect(screen.queryByText('This My Number is not valid: its check digit does not match')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add public ID' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({ number: validMyNumber });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/public-ids/${ids.created}/details`));
  });

  it('a passport has no national ID kind; the number is free-form', async () => {
    const { api } = renderAdd(`/public-ids/add?personId=${ids.person}`);
    await screen.findByText('Taro Yamada');
    expect(screen.getByLabelText('Kind of national ID')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Travel document (passport)' }));
    expect(screen.queryByLabelText('Kind of national ID')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Number/ }), 'tk1234567');
    await user.click(screen.getByRole('button', { name: 'Add public ID' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({ publicIdType: 'TRAVEL_DOCUMENT', nationalIdType: null, number: 'TK1234567' });
  });

  it('puts the server\'s 409 under the type field and stays', async () => {
    const message = 'This person already has a My Number';
    const { api, router } = renderAdd(`/public-ids/add?personId=${ids.person}`, (call) =>
      call.method === 'POST' ? new ApiError({ status: 409, code: 'CONFLICT', message, fieldErrors: [{ path: 'publicIdType', message }] }) : undefined,
    );
    await screen.findByText('Taro Yamada');
    await user.type(screen.getByRole('textbox', { name: /My Number/ }), validMyNumber);
    await user.click(screen.getByRole('button', { name: 'Add public ID' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/public-ids/add');
  });

  it('asks for the person when none is chosen, and ignores a personId that is not a UUID', async () => {
    const { api } = renderAdd('/public-ids/add?personId=not-a-person');
    await user.type(screen.getByRole('textbox', { name: /My Number/ }), validMyNumber);
    await user.click(screen.getByRole('button', { name: 'Add public ID' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByText('This identifier is not valid')).not.toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
    expect(api.callsTo('GET', '/v2/people/{personId}')).toHaveLength(0);
    // choosing the person in the picker clears the error and posts with them
    await user.click(screen.getByRole('combobox', { name: /Person/ }));
    await user.click(await screen.findByText('Hanako Suzuki'));
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add public ID' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toMatchObject({ personId: ids.picked, number: validMyNumber });
  });

  it('tells someone who is not a My Number handler that they cannot add a My Number, and lets them add a passport', async () => {
    const { api } = renderAdd(`/public-ids/add?personId=${ids.person}`, undefined, undefined, false);
    await screen.findByText('Taro Yamada');
    expect(await screen.findByText(/Only My Number handlers can add a My Number/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add public ID' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Travel document (passport)' }));
    expect(screen.queryByText(/Only My Number handlers can add a My Number/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Number/ }), 'TK1234567');
    await user.click(screen.getByRole('button', { name: 'Add public ID' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
  });

  it('speaks Japanese', async () => {
    renderAdd(`/public-ids/add?personId=${ids.person}`, undefined, 'ja-JP');
    expect(await screen.findByRole('heading', { name: '公的IDを追加' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /マイナンバー/ })).toBeInTheDocument();
    expect(screen.getByLabelText('発行日')).toBeInTheDocument();
    expect(screen.getByLabelText('有効期限')).toBeInTheDocument();
  });
});
