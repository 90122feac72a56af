/**
 * The interface between the API and an HR SaaS's employee database (docs/people.md "External HR
 * SaaS"): the preview and the import of `/person/external-hr-saas/{appIntegrationId}/preview` ask
 * the integration's connector for the workers the HR SaaS holds. A real connector (SmartHR's
 * `GET /api/v1/crews`, freee人事労務's employees API, カオナビ's members API) implements
 * `HrSaasConnector` with the tenant's credentials; today every HR app uses the simulated one
 * (`hr-saas-simulated.ts`).
 */

/** The tenant a connector reads: which integration of which company, and the app. */
export interface HrSaasTenant {
  companyId: string;
  appIntegrationId: string;
  appName: string;
}

/**
 * One worker as the HR SaaS reports it. `externalId` is the HR SaaS's own id (stable; stored in
 * `people.external_hr_id` once imported); names in kanji, katakana and romaji; `email` the work
 * e-mail; `departmentCode` / `positionCode` the company's codes as the HR SaaS keeps them (an
 * organization unit's `code`, a POSITION catalog entry's `code`; null when not set); dates
 * YYYY-MM-DD; `leavingAt` the last working day when the worker is leaving (null otherwise).
 */
export interface HrSaasWorker {
  externalId: string;
  workerNumber: string;
  familyNameJa: string;
  givenNameJa: string;
  familyNameKana: string;
  givenNameKana: string;
  familyNameEn: string;
  givenNameEn: string;
  email: string;
  workerType: 'EMPLOYEE' | 'BOARD_MEMBER';
  departmentCode: string | null;
  positionCode: string | null;
  joinedAt: string | null;
  leavingAt: string | null;
}

/**
 * A connector: `listWorkers` answers every worker the HR SaaS holds for the tenant (the complete
 * list, not a page), in the HR SaaS's order.
 * @throws an Error whose message says what failed (credentials, the HR SaaS's API)
 */
export interface HrSaasConnector {
  /** The connector's kind (`simulated`, `smarthr`…). */
  readonly kind: string;
  listWorkers(tenant: HrSaasTenant): Promise<HrSaasWorker[]>;
}

/** The catalog apps that hold an employee database an HR SaaS connector reads (category HR). */
export const hrSaasAppNames: readonly string[] = ['SmartHR', 'freee人事労務', 'カオナビ'];
