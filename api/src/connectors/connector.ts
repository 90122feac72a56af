/**
 * The interface between the API and a SaaS product's account directory (docs/software.md
 * "Connectors"): a refresh asks the integration's connector for the accounts of the integrated
 * tenant and stores them as `app_users`. A real connector (Google Workspace Admin SDK, Microsoft
 * Entra ID through Microsoft Graph, Slack SCIM…) implements `SaasConnector` with the tenant's
 * credentials; today every catalog app uses the simulated connector (`simulated.ts`).
 */

/** The tenant a connector reads: which integration of which company, the app, and the tenant's name in the app. */
export interface ConnectorTenant {
  companyId: string;
  appIntegrationId: string;
  appName: string;
  /** The workspace, domain or organization name given at install (`integratedTenantName`). */
  integratedTenantName: string | null;
}

/**
 * One account of the app as the connector reports it. `externalId` is the app's own id, stable
 * across refreshes (the upsert key); `email` as the app knows it (lower-cased on store); `role` the
 * account's role name in the app (Owner, Admin, Member…); `isActive` false for a suspended account;
 * `lastSignedInAt` / `createdAt` when known; `configuredMfa` whether the account has MFA set up.
 */
export interface SaasAccount {
  externalId: string;
  name: string;
  displayName: string | null;
  email: string | null;
  avatarUrl: string | null;
  role: string | null;
  statusName: string | null;
  isActive: boolean;
  configuredMfa: boolean;
  lastSignedInAt: Date | null;
  createdAt: Date | null;
}

/**
 * A connector: `listAccounts` answers every account of the tenant (the complete list, not a page:
 * an account it no longer lists has vanished and is marked inactive). `roles` lists the app's role
 * names from the least to the most privileged; the first is the default role a new member gets.
 * @throws an Error whose message says what failed (credentials, the app's API): the refresh then fails with it
 */
export interface SaasConnector {
  /** The connector's kind, as `apps.connector` names it (`simulated`, `google-workspace`…). */
  readonly kind: string;
  readonly roles: readonly string[];
  listAccounts(tenant: ConnectorTenant): Promise<SaasAccount[]>;
}
