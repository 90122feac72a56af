import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { PublicIdDetail, PublicIdFile } from '@kanri/contracts';

/** user-event without delays or pointer-events checks (slow in jsdom under antd). */
export const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  publicId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  person: '1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e',
  file: '2c3d4e5f-6a7b-4c8d-8e9f-0a1b2c3d4e5f',
} as const;

/** The full number the fake reveal answers (a valid My Number). */
export const revealedNumber = '123456789018';

/** Taro Yamada's My Number, masked, revealable unless `patch` says otherwise. */
export function publicIdDetail(patch: Partial<PublicIdDetail> = {}): PublicIdDetail {
  return {
    id: ids.publicId,
    publicIdType: 'NATIONAL_ID',
    nationalIdType: 'MY_NUMBER',
    person: { id: ids.person, name: 'Taro Yamada', workerNumber: 'E0001', isAlumni: false },
    maskedNumber: '********9018',
    issueDate: '2021-04-01',
    expiryDate: '2031-04-01',
    issuingCountry: 'JP',
    fileCount: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    nameOnDocument: '山田 太郎',
    issuingAuthority: '渋谷区',
    note: null,
    version: 3,
    canReveal: true,
    ...patch,
  };
}

/** The front of the card. */
export const frontScan: PublicIdFile = {
  id: ids.file, fileName: 'card-front.png', contentType: 'image/png', sizeBytes: 245_760, side: 'FRONT',
  uploadedAt: '2026-01-02T03:04:05.000Z', uploadedBy: { name: 'Hanako Suzuki' },
};

/**
 * The record's fake API: `record` for the detail (a PATCH answers it with `version + 1`), the reveal
 * answering {@link revealedNumber}, the front scan, a presigned upload with its own headers, a
 * download URL per call, deletes.
 */
export function fakePublicIdApi(options: { record?: PublicIdDetail; answer?: (call: FakeApiCall) => unknown } = {}) {
  const record = options.record ?? publicIdDetail();
  let downloads = 0;
  return fakeFeatureApi(
    {
      'GET /v2/public-ids/{id}': record,
      'PATCH /v2/public-ids/{id}': (call: FakeApiCall) => ({ ...record, ...(call.body as object), version: record.version + 1 }),
      'DELETE /v2/public-ids/{id}': null,
      'POST /v2/public-ids/{id}/reveal': { number: revealedNumber },
      'GET /v2/public-ids/{id}/files': { items: [frontScan] },
      'POST /v2/public-ids/{id}/files/upload-url': {
        url: 'https://storage.example/public-id/upload?sig=1', key: 'public-id/c/new.pdf', method: 'PUT',
        headers: { 'content-type': 'application/pdf', 'x-amz-server-side-encryption': 'AES256' }, expiresAt: '2030-01-01T00:00:00Z',
      },
      'POST /v2/public-ids/{id}/files': (call: FakeApiCall) => ({ ...frontScan, id: 'new', ...(call.body as object) }),
      'GET /v2/public-ids/{id}/files/{fileId}/download-url': () => ({ url: `https://storage.example/public-id/get?n=${(downloads += 1)}`, expiresAt: '2030-01-01T00:00:00Z' }),
      'DELETE /v2/public-ids/{id}/files/{fileId}': null,
    },
    options.answer,
  );
}
