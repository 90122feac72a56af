import type { EquipmentDetail, EquipmentItem, EquipmentRow, EquipmentType } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the search and the routes require). */
export const ids = {
  laptop: '5b0c3f7e-1d2a-4c3b-8e9f-0a1b2c3d4e5f',
  pcType: '11111111-1111-4111-8111-111111111111',
  deskType: '22222222-2222-4222-8222-222222222222',
  thinkpadItem: '33333333-3333-4333-8333-333333333333',
  person: '44444444-4444-4444-8444-444444444444',
  place: '55555555-5555-4555-8555-555555555555',
};

/** An equipment row of the list: a laptop in use, assigned to a person at the Tokyo head office. */
export const laptopRow: EquipmentRow = {
  id: ids.laptop,
  name: 'ThinkPad X1 Carbon #12',
  equipmentTypeId: ids.pcType,
  equipmentTypeName: 'PC',
  equipmentItemId: ids.thinkpadItem,
  equipmentItemName: 'ThinkPad X1 Carbon Gen 11',
  model: '21HM-CTO1WW',
  serialNumber: 'PF-4KX9Z2',
  assetTag: 'KNR-PC-0012',
  status: 'IN_USE',
  locationStatus: 'IN_USE',
  assignedPerson: { personId: ids.person, name: 'Taro Yamada', avatarUrl: null },
  assignedPlace: { placeId: ids.place, placeLabel: 'Tokyo Head Office' },
  disabled: false,
  createdAt: '2026-04-01T03:00:00Z',
};

/** The same laptop as its profile reads it. */
export const laptopDetail: EquipmentDetail = {
  ...laptopRow,
  managementType: 'INVENTORY',
  usageType: 'PERSONAL_ASSIGNMENT',
  placementType: 'FIXED',
  assignedPersonId: ids.person,
  placementPlaceId: ids.place,
  memo: 'Docking station included',
  version: 3,
  updatedAt: '2026-05-10T12:00:00+09:00',
};

/** Two equipment types: PC (enabled) and Desk (disabled). */
export const types: EquipmentType[] = [
  { id: ids.pcType, code: 'PC', name: 'PC', nameJa: 'パソコン', nameEn: 'PC', displayOrder: 1, disabled: false, version: 4 },
  { id: ids.deskType, code: 'DESK', name: 'Desk', nameJa: '机', nameEn: 'Desk', displayOrder: 2, disabled: true, version: 1 },
];

/** One equipment item of the PC type. */
export const items: EquipmentItem[] = [
  {
    id: ids.thinkpadItem,
    equipmentTypeId: ids.pcType,
    equipmentTypeName: 'PC',
    code: 'X1-G11',
    name: 'ThinkPad X1 Carbon Gen 11',
    nameJa: 'ThinkPad X1 Carbon 第11世代',
    nameEn: 'ThinkPad X1 Carbon Gen 11',
    maker: 'Lenovo',
    model: '21HM',
    displayOrder: 1,
    disabled: false,
    version: 2,
  },
];
