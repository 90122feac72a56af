import type { PlaceAdministrator, PlaceDetail, PlaceLaborInstanceRow, PlaceType } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the routes require). */
export const placeIds = {
  tokyo: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
  headOffice: '7d0c4f6e-2a6b-4d0e-9a51-0c8f2f3b1a11',
  owned: '8e1d5a7f-3b7c-4e1f-8b62-1d9a3a4c2b22',
};

/** The place types of the company: one office type and one ownership type. */
export const placeTypes: PlaceType[] = [
  { id: placeIds.headOffice, kind: 'OFFICE', name: 'Head office' },
  { id: placeIds.owned, kind: 'OWNERSHIP', name: 'Owned' },
];

/** The Tokyo head office as its page reads it. */
export const tokyoDetail: PlaceDetail = {
  id: placeIds.tokyo,
  name: 'Tokyo Head Office',
  code: 'TKY-001',
  avatarUrl: null,
  status: 'ACTIVE',
  email: 'tokyo@kanri.example',
  phoneNumber: '03-1234-5678',
  website: 'https://kanri.example/tokyo',
  address: '1-1 Marunouchi, Chiyoda-ku, Tokyo',
  establishedDate: '2019-04-01',
  businessPlaceType: null,
  officeType: { id: placeIds.headOffice, name: 'Head office' },
  ownershipType: null,
  nameJa: '東京本社',
  nameEn: 'Tokyo Head Office',
  addressJa: '東京都千代田区丸の内1-1',
  addressEn: '1-1 Marunouchi, Chiyoda-ku, Tokyo',
  businessPlaceTypeId: null,
  officeTypeId: placeIds.headOffice,
  ownershipTypeId: null,
  createdAt: '2026-01-05T03:00:00Z',
  version: 3,
};

/** Ids of the tabs' test records. */
export const tabIds = {
  onboarding: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a01',
  onboardingPattern: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a02',
  instance: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a03',
  hanako: '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b01',
  taro: '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b02',
  alumnus: '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b03',
};

/** Hanako Sato's onboarding at the Tokyo head office, at its second step. */
export const onboardingRow: PlaceLaborInstanceRow = {
  id: tabIds.instance,
  packageId: tabIds.onboarding,
  packageName: 'Onboarding',
  patternId: tabIds.onboardingPattern,
  patternName: 'New graduates',
  subject: { id: tabIds.hanako, name: 'Hanako Sato', avatarUrl: null },
  anchorDate: '2026-12-01',
  status: 'IN_PROGRESS',
  currentStep: { index: 1, name: 'Employment contract' },
  startedAt: '2026-11-20T01:00:00Z',
};

/** Taro Yamada, manager of the Tokyo head office. */
export const managerRow: PlaceAdministrator = {
  personId: tabIds.taro,
  role: 'MANAGER',
  person: { id: tabIds.taro, name: 'Taro Yamada', avatarUrl: null, email: 'admin@kanri.example', workerNumber: 'E0001' },
  addedAt: '2026-10-01T00:00:00Z',
  addedBy: { name: 'Misaki Tanaka' },
};
