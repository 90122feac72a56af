import { useEndpoint, useEndpointMutation } from '@kanri/runtime';
import {
  activateAppMdmEndpoint,
  authenticateAppIntegrationEndpoint,
  deactivateAppIntegrationEndpoint,
  deleteAppIntegrationEndpoint,
  getAppIntegrationSettingsEndpoint,
  reactivateAppIntegrationEndpoint,
  updateCustomAppContractEndpoint,
  updateCustomAppEndpoint,
  updateExternalTenantEndpoint,
  updateFeaturesEndpoint,
  updateInactiveDaysEndpoint,
  updatePricingPlanEndpoint,
} from '@kanri/contracts';
import { appIntegrationCachePaths } from './app-integration-cache';

const revalidate = { revalidate: appIntegrationCachePaths };

/** The settings read (`GET /v2/app-integrations/{id}/settings`). */
export const useAppIntegrationSettings = (id: string) => useEndpoint(getAppIntegrationSettingsEndpoint, { params: { id } });
/** `PATCH …/settings/deactivate` → the record. */
export const useDeactivateAppIntegration = () => useEndpointMutation(deactivateAppIntegrationEndpoint, revalidate);
/** `PATCH …/settings/reactivate` → the record. */
export const useReactivateAppIntegration = () => useEndpointMutation(reactivateAppIntegrationEndpoint, revalidate);
/** `PATCH …/settings/external-tenant` with the `version` read; 409 when stale. */
export const useUpdateExternalTenant = () => useEndpointMutation(updateExternalTenantEndpoint, revalidate);
/** `PATCH …/settings/custom-app` (custom apps) with the `version` read. */
export const useUpdateCustomApp = () => useEndpointMutation(updateCustomAppEndpoint, revalidate);
/** `PATCH …/settings/custom-app-contract`: anchor and billing cycle, with the `version` read. */
export const useUpdateCustomAppContract = () => useEndpointMutation(updateCustomAppContractEndpoint, revalidate);
/** `PATCH …/settings/pricing-plan` with the `version` read. */
export const useUpdatePricingPlan = () => useEndpointMutation(updatePricingPlanEndpoint, revalidate);
/** `PATCH …/settings/features` `{ USER_PROVISIONING }`. */
export const useUpdateFeatures = () => useEndpointMutation(updateFeaturesEndpoint, revalidate);
/** `PATCH …/settings/inactive-days` with the `version` read. */
export const useUpdateInactiveDays = () => useEndpointMutation(updateInactiveDaysEndpoint, revalidate);
/** `POST …/settings/authenticate` → the record. */
export const useAuthenticateAppIntegration = () => useEndpointMutation(authenticateAppIntegrationEndpoint, revalidate);
/** `POST …/settings/mdm-activate` → `{ success }`. */
export const useActivateAppMdm = () => useEndpointMutation(activateAppMdmEndpoint, revalidate);
/** `DELETE /v2/app-integrations/{id}` (204). */
export const useDeleteAppIntegration = () => useEndpointMutation(deleteAppIntegrationEndpoint, revalidate);
