/**
 * The public surface of the `it-ops` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/it-ops/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * IT operations (contracts `it-ops`: devices, networks, licenses, software, apps, Starlink, ID
 * management). Other domains read the cockpit's figures through `countAppAlerts`/`matchClock` (app
 * alert rules) and `integrationMonthlyCost`/`licenseMonthlyCost`/`round2` (software costs).
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes;
 * `deviceBulkActions` and `licenseBulkActions` are the lists' bulk actions it hands to the bulk routes.
 */
import type { CsvRegistration } from '../csv/routes';
import { appAlertsCsvExport } from './app-alerts';
import { appUsersCsvExport, appUsersCsvImport } from './app-integrations-csv';
import { devicePeopleCsvExport, devicesCsvExport, devicesCsvImport } from './devices-csv';
import { licensesCsvExport } from './licenses';
export { registerSoftwareRoutes } from './software';
export { registerNetworksRoutes } from './networks';
export { registerIdManagementRoutes } from './id-management';
export { registerStarlinksRoutes } from './starlinks';
export { registerDeviceModuleRoutes } from './devices-module';
export { registerLicensesRoutes } from './licenses';
export { registerAppUsersRoutes } from './app-users';
export { registerAppAlertsRoutes } from './app-alerts';
export { registerAppIntegrationRoutes } from './app-integrations';
export { registerShadowItRoutes } from './shadow-it';
export { registerAppRoutes } from './apps';
export { registerAppRefreshRoutes } from './app-refresh';
export { deviceBulkActions } from './devices-bulk';
export { licenseBulkActions } from './licenses-bulk';
export { countAppAlerts, matchClock } from './app-rule-matching';
export { integrationMonthlyCost, licenseMonthlyCost, round2 } from './software-record';

/**
 * The domain's CSV calls, served by the CSV mechanism (`csv/routes.ts`; server.ts hands them over):
 * exports of devices, device holders, an integration's accounts, licenses and SaaS alerts (CSV or
 * XLSX), imports of devices and accounts.
 */
export const itOpsCsv: CsvRegistration = {
  exports: [devicesCsvExport, devicePeopleCsvExport, appUsersCsvExport, licensesCsvExport, appAlertsCsvExport],
  imports: [devicesCsvImport, appUsersCsvImport],
};
