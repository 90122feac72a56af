import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n } from '@kanri/runtime';
import type { Messages } from '@lingui/core';
import { renderWithProviders } from '@kanri/runtime/testing';
import { messages as jaIndividual } from '@locales/ja-JP/individual';
import { messages as jaContracts } from '@locales/ja-JP/contracts';
import { messages as jaUi } from '@locales/ja-JP/ui';
import { DeviceSelfReport } from './device-self-report';
import { scannerProblemOf } from './barcode-scanner';
import { fakeSelfReportApi, selfReportTask } from '../testing';

jest.setTimeout(30_000);

describe('DeviceSelfReport', () => {
  it("reports a held device by its typed asset tag; the server's tag mismatch shows under the tag and a corrected tag is sent", async () => {
    let posts = 0;
    const api = fakeSelfReportApi((call) => {
      if (call.method !== 'POST') return undefined;
      posts += 1;
      return posts === 1
        ? new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Some values are not valid.', fieldErrors: [{ path: 'scannedValue', message: "This tag does not match the device's asset tag or device tag." }] })
        : undefined;
    });
    const onChanged = jest.fn();
    renderWithProviders(<DeviceSelfReport task={selfReportTask} onChanged={onChanged} />, { fetcher: api.fetcher });
    expect(screen.getByText('ThinkPad X1')).toBeInTheDocument();
    // the tags are not shown: reading them from the device is the point
    expect(screen.queryByText('AT-0001')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'I have this device' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText("Choose the device's condition")).toBeInTheDocument();
    expect(screen.getByText('Scan the tag or type it')).toBeInTheDocument();
    expect(api.callsTo('POST', '/v2/individual/tasks/{id}/device-self-report')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Good' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Type it' }));
    const tag = screen.getByRole('textbox', { name: 'Asset tag' });
    await userEvent.type(tag, 'AT-9999');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText("This tag does not match the device's asset tag or device tag.")).toBeInTheDocument();

    await userEvent.clear(tag);
    await userEvent.type(tag, 'AT-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(posts).toBe(2));
    expect(api.callsTo('POST', '/v2/individual/tasks/{id}/device-self-report')[1]!.body).toEqual({
      reportResult: 'OWNED', deviceCondition: 'GOOD', scanMode: 'ASSET_TAG', scannedValue: 'AT-0001', memo: null,
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('needs a memo when the device is not held', async () => {
    const api = fakeSelfReportApi();
    renderWithProviders(<DeviceSelfReport task={selfReportTask} onChanged={() => {}} />, { fetcher: api.fetcher });
    await userEvent.click(screen.getByRole('radio', { name: "I don't have it" }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText("Say why you don't have this device")).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: "Why don't you have it?" }), 'Returned to IT in March');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/individual/tasks/{id}/device-self-report')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/individual/tasks/{id}/device-self-report')[0]!.body).toMatchObject({ reportResult: 'NOT_OWNED', memo: 'Returned to IT in March' });
  });

  it('falls back to typing when no camera can be used', async () => {
    renderWithProviders(<DeviceSelfReport task={selfReportTask} onChanged={() => {}} />, { fetcher: fakeSelfReportApi().fetcher });
    await userEvent.click(screen.getByRole('radio', { name: 'I have this device' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Scan with the camera' }));
    // jsdom has no navigator.mediaDevices: the scanner reports it and the page switches to typing
    expect(await screen.findByText('No camera can be used on this device. Type the asset tag instead.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Type it' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Asset tag' })).toBeInTheDocument();
  });

  it('reads in Japanese on a phone-sized form: 所持 / 所持していない, 良好 / 不良, and the required memo', async () => {
    i18n.load('ja-JP', { ...(jaUi as Messages), ...(jaContracts as Messages), ...(jaIndividual as Messages) });
    renderWithProviders(<DeviceSelfReport task={selfReportTask} onChanged={() => {}} />, { fetcher: fakeSelfReportApi().fetcher, locale: 'ja-JP' });
    expect(screen.getByText('自己申告')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '所持しています' }));
    expect(screen.getByRole('radio', { name: '良好' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '不良' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '所持していません' }));
    await userEvent.click(screen.getByRole('button', { name: '申告を送信' }));
    expect(await screen.findByText('所持していない理由を入力してください')).toBeInTheDocument();
  });

  it('tells a refused camera from a missing one', () => {
    expect(scannerProblemOf({ name: 'NotAllowedError' })).toBe('denied');
    expect(scannerProblemOf({ name: 'NotFoundError' })).toBe('unsupported');
    expect(scannerProblemOf(new Error('boom'))).toBe('failed');
  });

  it('shows a sent report read-only', () => {
    renderWithProviders(
      <DeviceSelfReport
        task={{ ...selfReportTask, status: 'DONE', actionable: false, selfReport: { reportResult: 'OWNED', deviceCondition: 'BAD', scanMode: 'SCAN', scannedValue: 'AT-0001', memo: 'Cracked screen', reportedAt: '2026-04-10T01:00:00Z' } }}
        onChanged={() => {}}
      />,
    );
    expect(screen.getByText('Your report')).toBeInTheDocument();
    expect(screen.getByText('Cracked screen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the report' })).not.toBeInTheDocument();
  });
});
