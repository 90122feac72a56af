import type { Software } from '@kanri/contracts';

/** A SaaS registry row for the feature's tests (Slack, integrated, active). */
export const slackRow: Software = {
  id: 'sw-1',
  info: { name: 'Slack', type: 'SAAS', category: 'COMMUNICATION', logoUrl: null },
  vendor: { name: 'Salesforce' },
  operationalStatus: { usageStatus: 'ACTIVE' },
  integrationStatus: 'INTEGRATED',
  isCustomSaas: false,
  userCount: 1234,
};
