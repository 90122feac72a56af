/**
 * `@kanri/contracts`: the valibot schemas and endpoint descriptors of the kanri API — one source of
 * truth for the server's routes, the client's fetchers and the OpenAPI document. No React, no fetch.
 */
export * from './endpoint';
export * from './errors';
export * from './messages';
export * from './common/list-query';
export * from './common/list-endpoints';
export * from './common/locale';
export * from './auth/session';
export * from './auth/invitation';
export * from './it-ops/software';
export * from './it-ops/networks';
export * from './it-ops/devices';
export * from './it-ops/licenses';
export * from './it-ops/app-users';
export * from './it-ops/app-alerts';
export * from './it-ops/shadow-it';
export * from './it-ops/apps';
export * from './it-ops/app-refresh';
export * from './it-ops/app-integrations';
export * from './components/select-options';
export * from './ga-places/places';
export * from './hr-people/people';
export * from './hr-people/alumni';
export * from './hr-people/people-csv';
export * from './hr-people/people-insights';
export * from './hr-people/organization';
export * from './hr-people/person';
export * from './hr-people/person-create';
export * from './hr-people/person-import';
export * from './hr-people/hr-saas';
export * from './hr-people/master-data';
export * from './marketplace/store';
export * from './settings/accounts';
export * from './settings/mfa';
export * from './settings/table-settings';
export * from './settings/roles';
export * from './settings/invitations';
export * from './individual/tasks';
export * from './system/system';
export * from './system/audit-log';
export * from './endpoints';
export * from './common/csv-import';
export * from './ga-places/equipment';
export * from './system/storage';
