import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import { hrCatalogValues, type HrMasterOptions, type PeopleFilterOptions } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  created: 'c172f33a-d8e9-4a1b-80b7-c2d3e4f5a6b7',
  department: '6b1c9fd4-7283-44b5-8a51-6c7d8e9fa0b1',
  place: '7c2daee5-8394-45c6-9b62-7d8e9fa0b1c2',
  employmentType: '8d3ebff6-94a5-46d7-8c73-8e9fa0b1c2d3',
  contractorType: '9e4fc007-a5b6-47e8-9d84-9fa0b1c2d3e4',
} as const;

/** The catalogs' options: 正社員 as an employment type, 業務委託 as a contractor type, the rest empty. */
export const masterOptions = {
  ...Object.fromEntries(hrCatalogValues.map((c) => [c, []])),
  EMPLOYMENT_TYPE: [{ id: ids.employmentType, name: '正社員', code: 'ET01', rank: null }],
  CONTRACTOR_TYPE: [{ id: ids.contractorType, name: '業務委託', code: 'CT01', rank: null }],
} as HrMasterOptions;

/** Departments and places of the form. */
export const placementOptions: PeopleFilterOptions = {
  departments: [{ id: ids.department, name: '人事部' }],
  positions: [],
  jobTypes: [],
  places: [{ id: ids.place, name: '東京本社' }],
};

/** A test's own answers (`undefined`: the defaults). */
export type FakeAnswer = (call: FakeApiCall) => unknown;

/** The add flow's fake API: the options, and a created person for `POST /v2/people`. */
export function fakePersonAddApi({ answer }: { answer?: FakeAnswer } = {}) {
  return fakeFeatureApi(
    {
      'GET /v2/hr-master-options': masterOptions,
      'GET /v2/people-filter-options': placementOptions,
      'POST /v2/people': { id: ids.created, familyName: '山田', givenName: '花子' },
    },
    answer,
  );
}
