/**
 * The public surface of the `hr-people` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/hr-people/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * HR and people (contracts `hr-people`: workforce, person, organization, attendance, public IDs,
 * HR SaaS). Other domains filter people with `peopleWhere` (the workforce list's WHERE: devices'
 * holder picker) and `handlesMyNumber` (whether a session may see My Number access entries;
 * server.ts hands it to the audit log).
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes.
 */
import type { CsvRegistration } from '../csv/routes';
import { alumniCsvExport, peopleCsvExport } from './people-csv';
import { personImportCsvExport, personImportCsvImport } from './person-import';
import { registerPublicIdRoutes } from './public-ids/public-ids';
export { registerPeopleRoutes } from './people';
export { registerAlumniRoutes } from './alumni';
export { registerPeopleInsightsRoutes } from './people-insights';
export { registerPersonRoutes } from './person';
export { registerHrCalendar } from './hr-calendar';
export { registerOrganizationRoutes } from './organization';
export { registerOrganizationPlanRoutes } from './organization-plans';
export { registerHrMasterItemRoutes } from './hr-master-items';
export { registerAttendanceLinkRoutes } from './attendance-links';
export { registerPersonCreateRoutes } from './person-create';
export { registerHrSaasRoutes } from './hr-saas';
export { registerTimeAndAttendanceRoutes } from './time-and-attendance';
export { peopleWhere } from './people';
export { peopleBulkActions } from './people-bulk';
export { handlesMyNumber } from './public-ids/privilege';

/**
 * The domain's CSV calls, served by the CSV mechanism (`csv/routes.ts`; server.ts hands them over):
 * the workforce and alumni exports, the people import (template, current data, import), and the
 * public ID calls, which need the storage for their scans and register their own CSV bindings.
 */
export const hrPeopleCsv: CsvRegistration = {
  exports: [peopleCsvExport, alumniCsvExport, personImportCsvExport],
  imports: [personImportCsvImport],
  routes: registerPublicIdRoutes,
};
