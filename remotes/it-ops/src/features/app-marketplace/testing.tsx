import { ApiError } from '@kanri/runtime';
import { fakeFeatureApi, type FakeApiCall } from '@kanri/ui';
import type { App, AppCategory } from '@kanri/contracts';

/** Ids of the feature's test records (UUIDs, as the API has them). */
export const ids = {
  slack: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  smarthr: '2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e',
  integration: '3c4d5e6f-7a8b-4c3d-8e4f-5a6b7c8d9e0f',
  created: '4d5e6f7a-8b9c-4d4e-9f5a-6b7c8d9e0f1a',
} as const;

/** Slack in English, integrated by the company. */
export const slackApp: App = {
  id: ids.slack,
  name: 'Slack',
  vendorName: 'Slack Technologies',
  categoryId: 'COMMUNICATION',
  categoryName: 'Communication',
  description: 'Channel-based business messaging.',
  logoUrl: null,
  websiteUrl: 'https://slack.com/',
  features: ['USER_PROVISIONING', 'SSO'],
  authMethod: 'OAUTH',
  isIntegrated: true,
  appIntegrationId: ids.integration,
};

/** SmartHR in English, not integrated. */
export const smarthrApp: App = {
  id: ids.smarthr,
  name: 'SmartHR',
  vendorName: 'SmartHR',
  categoryId: 'HR',
  categoryName: 'HR',
  description: 'HR paperwork and the employee database.',
  logoUrl: null,
  websiteUrl: 'https://smarthr.jp/',
  features: ['USER_PROVISIONING'],
  authMethod: 'OAUTH',
  isIntegrated: false,
  appIntegrationId: null,
};

/** The two apps as the API answers them in Japanese. */
export const jaApps: App[] = [
  { ...slackApp, categoryName: 'コミュニケーション', description: 'チャンネル単位で会話するビジネスチャット。' },
  { ...smarthrApp, categoryName: '人事・労務', description: '人事・労務の手続きと従業員データベース。' },
];

/** Two of the marketplace's categories, in English. */
export const categories: AppCategory[] = [
  { id: 'COMMUNICATION', name: 'Communication' },
  { id: 'HR', name: 'HR' },
];

/** `answer(call)` may override one call: return a body, an `ApiError`, or `undefined` for the default. */
export type FakeAnswer = (call: FakeApiCall) => unknown;

const notFound = () => new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });

/**
 * The feature's fake API: `GET /v2/apps` (filtered by `categoryId` and `freeText` like the server),
 * `GET /v2/apps/{id}`, `GET /v2/app-categories`; the install is the test's to answer.
 */
export function fakeMarketplaceApi(options: { apps?: App[]; answer?: FakeAnswer } = {}) {
  const apps = options.apps ?? [slackApp, smarthrApp];
  return fakeFeatureApi(
    {
      'GET /v2/apps': (call: FakeApiCall) => {
        const q = (call.query ?? {}) as { categoryId?: string; freeText?: string };
        const text = q.freeText?.toLowerCase();
        return { items: apps.filter((a) => (!q.categoryId || a.categoryId === q.categoryId) && (!text || `${a.name} ${a.vendorName}`.toLowerCase().includes(text))) };
      },
      'GET /v2/apps/{id}': (call: FakeApiCall) => apps.find((a) => a.id === call.params?.id) ?? notFound(),
      'GET /v2/app-categories': { items: categories },
    },
    options.answer,
  );
}
