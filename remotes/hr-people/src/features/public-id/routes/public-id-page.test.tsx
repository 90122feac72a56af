import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { ApiError, i18n } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import type { FakeApiCall } from '@kanri/ui';
import type { PublicIdDetail } from '@kanri/contracts';
import { messages as jaMessages } from '@locales/ja-JP/hr-people';
import { messages as jaUiMessages } from '@locales/ja-JP/ui';
import { messages as jaContractMessages } from '@locales/ja-JP/contracts';
import { fakePublicIdApi, frontScan, ids, publicIdDetail, revealedNumber, user } from '../testing';
import { publicIdRevealSeconds } from '../components/public-id-number';
import { PublicIdPage } from './public-id-page';

jest.setTimeout(60_000);

function renderRecord(url: string, options: { record?: PublicIdDetail; answer?: (call: FakeApiCall) => unknown; locale?: 'ja-JP' } = {}) {
  const api = fakePublicIdApi(options);
  if (options.locale) i18n.load('ja-JP', { ...(jaUiMessages as Messages), ...(jaContractMessages as Messages), ...(jaMessages as Messages) });
  const result = renderWithProviders(<PublicIdPage />, { route: url, path: '/public-ids/:id/:tab?', fetcher: api.fetcher, locale: options.locale });
  return { ...result, api };
}

/** A minimal XMLHttpRequest that records what the upload sends and answers 200. */
class FakeXhr {
  static requests: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  private request = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
  open(method: string, url: string) {
    this.request.method = method;
    this.request.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(body: unknown) {
    this.request.body = body;
    FakeXhr.requests.push(this.request);
    setTimeout(() => {
      this.status = 200;
      this.onload?.();
    }, 0);
  }
  abort() {}
}

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"], [role="tab"] *' }).closest('[role="tab"]') as HTMLElement;

describe('PublicIdPage', () => {
  it('opens the details of a bare /public-ids/{id}: kind and person, masked number, document fields', async () => {
    const reveal = {
      id: 'e1', action: 'ACCESS', occurredAt: '2026-02-01T01:02:03.000Z', actor: { userId: 'u1', name: 'Hanako Suzuki' }, resourceType: 'PUBLIC_ID', resourceId: ids.publicId,
      changes: [{ field: 'access', before: null, after: 'REVEAL' }, { field: 'reason', before: null, after: 'Year-end tax adjustment' }],
    };
    const { router } = renderRecord(`/public-ids/${ids.publicId}`, { answer: (call) => (call.path === '/v2/audit-logs' ? { items: [reveal] } : undefined) });
    expect(await screen.findByText('My Number: Taro Yamada', { selector: 'h1, h1 *' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/public-ids/${ids.publicId}/details`));
    expect(await screen.findByText('********9018')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taro Yamada' })).toHaveAttribute('href', `/person/${ids.person}`);
    expect(screen.getByText('渋谷区')).toBeInTheDocument();
    expect(screen.getByText('Japan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public IDs' })).toHaveAttribute('href', '/public-ids/registry');
    // the history names a reveal and its reason (never the number)
    expect(await screen.findByText('Number revealed')).toBeInTheDocument();
    expect(screen.getByText('Year-end tax adjustment')).toBeInTheDocument();
  });

  it('has no Reveal button without canReveal; a My Number then offers no edit, delete or scan actions either', async () => {
    const { api } = renderRecord(`/public-ids/${ids.publicId}/details`, { record: publicIdDetail({ canReveal: false }) });
    expect(await screen.findByText('********9018')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Only My Number handlers can reveal, change or delete a My Number/)).toBeInTheDocument();
    await user.click(tab('Files'));
    expect(await screen.findByText('card-front.png')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload a scan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/public-ids/{id}/reveal')).toHaveLength(0);
  });

  it('a passport shows its number masked with Reveal, Edit and Delete for any HR operator', async () => {
    renderRecord(`/public-ids/${ids.publicId}/details`, { record: publicIdDetail({ publicIdType: 'TRAVEL_DOCUMENT', nationalIdType: null, maskedNumber: '*****4567', issuingCountry: 'US' }) });
    expect(await screen.findByText('Travel document (passport): Taro Yamada', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByText('*****4567')).toBeInTheDocument();
    expect(screen.getByText('United States')).toBeInTheDocument();
    expect(screen.queryByText('Kind of national ID')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reveal/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
  });

  it('reveals only with a reason, shows the number for 30 seconds with a copy button, then masks it again', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const { api } = renderRecord(`/public-ids/${ids.publicId}/details`);
      await user.click(await screen.findByRole('button', { name: /Reveal/ }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(/recorded in the audit log/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: /Reveal/ }));
      expect(await within(dialog).findByText('Enter why you need to see the number.')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /Reason for revealing/ }), '   ');
      await user.click(within(dialog).getByRole('button', { name: /Reveal/ }));
      expect(api.callsTo('POST', '/v2/public-ids/{id}/reveal')).toHaveLength(0);

      await user.type(within(dialog).getByRole('textbox', { name: /Reason for revealing/ }), '年末調整の届出');
      await user.click(within(dialog).getByRole('button', { name: /Reveal/ }));
      await waitFor(() => expect(api.callsTo('POST', '/v2/public-ids/{id}/reveal')).toHaveLength(1));
      expect(api.callsTo('POST', '/v2/public-ids/{id}/reveal')[0]).toMatchObject({ params: { id: ids.publicId }, body: { reason: '年末調整の届出' } });
      expect(await screen.findByText(revealedNumber)).toBeInTheDocument();
      expect(screen.getByText(`Hidden again in ${publicIdRevealSeconds} s`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Copy/ }));
      expect(writeText).toHaveBeenCalledWith(revealedNumber);

      act(() => jest.advanceTimersByTime((publicIdRevealSeconds - 1) * 1000));
      expect(screen.getByText(revealedNumber)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByText(revealedNumber)).not.toBeInTheDocument());
      expect(screen.getByText('********9018')).toBeInTheDocument();
      // the number came from a POST; no GET call ever carried it into the cache
      expect(api.calls.filter((c) => c.method === 'GET' && c.path.includes('reveal'))).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('edits with the version read, keeping the number when its box stays empty; a 409 says someone else changed it', async () => {
    let conflict = false;
    const { api } = renderRecord(`/public-ids/${ids.publicId}/details`, {
      answer: (call) => (conflict && call.method === 'PATCH' ? new ApiError({ status: 409, code: 'CONFLICT', message: 'Changed meanwhile' }) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    const number = screen.getByRole('textbox', { name: /New My Number/ });
    expect(number).toHaveAttribute('autocomplete', 'off');
    const authority = screen.getByRole('textbox', { name: /Issuing authority/ });
    await user.clear(authority);
    await user.type(authority, '新宿区');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/public-ids/{id}')).toHaveLength(1));
    const body = api.callsTo('PATCH', '/v2/public-ids/{id}')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ issuingAuthority: '新宿区', version: 3, nationalIdType: 'MY_NUMBER' });
    expect(body.number).toBeUndefined();
    expect(body).not.toHaveProperty('personId');

    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    await user.type(screen.getByRole('textbox', { name: /New My Number/ }), '123456789010');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This My Number is not valid: its check digit does not match')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v2/public-ids/{id}')).toHaveLength(1);
    conflict = true;
    await user.clear(screen.getByRole('textbox', { name: /New My Number/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this public ID while you were editing it.')).toBeInTheDocument();
  });

  it('deletes after a confirmation that says it cannot be undone, then returns to the registry', async () => {
    const { api, router } = renderRecord(`/public-ids/${ids.publicId}/details`);
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v2/public-ids/{id}')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-ids/registry'));
  });

  it('shows not found for an id that is not a UUID', async () => {
    const { api } = renderRecord('/public-ids/not-an-id/details');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/public-ids/{id}')).toHaveLength(0);
  });

  it('files: lists the scans, asks a fresh URL for each download, and deletes after a confirmation', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api } = renderRecord(`/public-ids/${ids.publicId}/files`);
    expect(await screen.findByText('card-front.png')).toBeInTheDocument();
    expect(screen.getByText('Front', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('240 KB')).toBeInTheDocument();
    expect(screen.getByText('Hanako Suzuki')).toBeInTheDocument();
    const downloadButton = screen.getByRole('button', { name: `Download ${frontScan.fileName}` });
    await user.click(downloadButton);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(downloadButton).not.toHaveClass('ant-btn-loading'));
    await user.click(downloadButton);
    await waitFor(() => expect(api.callsTo('GET', '/v2/public-ids/{id}/files/{fileId}/download-url')).toHaveLength(2));
    expect(api.callsTo('GET', '/v2/public-ids/{id}/files/{fileId}/download-url')[0]?.params).toEqual({ id: ids.publicId, fileId: ids.file });
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();

    await user.click(screen.getByRole('button', { name: `Delete ${frontScan.fileName}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v2/public-ids/{id}/files/{fileId}')).toHaveLength(1));
  });

  it('files: refuses a file that is not an image or PDF, or over 10 MB; uploads with the answered headers, then attaches', async () => {
    FakeXhr.requests = [];
    const original = globalThis.XMLHttpRequest;
    (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
    try {
      const { api, container } = renderRecord(`/public-ids/${ids.publicId}/files`);
      await screen.findByText('card-front.png');
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
      expect(await screen.findByText('Choose a PNG, JPEG or WebP image or a PDF.')).toBeInTheDocument();
      const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
      Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
      fireEvent.change(input, { target: { files: [big] } });
      expect(await screen.findByText('The file must be 10 MB or smaller.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/v2/public-ids/{id}/files/upload-url')).toHaveLength(0);

      await user.click(screen.getByRole('combobox', { name: 'Side' }));
      await user.click(await screen.findByTitle('Back'));
      const scan = new File(['%PDF-1.7'], 'card-back.pdf', { type: 'application/pdf' });
      fireEvent.change(input, { target: { files: [scan] } });
      await waitFor(() => expect(api.callsTo('POST', '/v2/public-ids/{id}/files')).toHaveLength(1));
      expect(api.callsTo('POST', '/v2/public-ids/{id}/files/upload-url')[0]?.body).toEqual({ fileName: 'card-back.pdf', contentType: 'application/pdf', sizeBytes: scan.size });
      expect(FakeXhr.requests).toEqual([
        { method: 'PUT', url: 'https://storage.example/public-id/upload?sig=1', headers: { 'content-type': 'application/pdf', 'x-amz-server-side-encryption': 'AES256' }, body: scan },
      ]);
      expect(api.callsTo('POST', '/v2/public-ids/{id}/files')[0]?.body).toEqual({ key: 'public-id/c/new.pdf', fileName: 'card-back.pdf', side: 'BACK' });
    } finally {
      (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = original;
    }
  });

  it('speaks Japanese', async () => {
    renderRecord(`/public-ids/${ids.publicId}/details`, { locale: 'ja-JP' });
    expect(await screen.findByText('マイナンバー（Taro Yamada）', { selector: 'h1, h1 *' })).toBeInTheDocument();
    expect(screen.getByText('発行日')).toBeInTheDocument();
    expect(screen.getByText('有効期限')).toBeInTheDocument();
    expect(tab('ファイル')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /表示/ }));
    expect(await screen.findByText('表示理由')).toBeInTheDocument();
  });
});
