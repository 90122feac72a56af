import { useEndpointMutation } from '@kanri/runtime';
import { installAppEndpoint } from '@kanri/contracts';

/**
 * Installs (integrates) an app: `trigger({ params: { id }, body: { integratedTenantName } })`
 * resolves `{ appIntegrationId }`; rejects with `ApiError` (400 with field paths, 409 when the app
 * is already integrated). The marketplace and the software registry are revalidated.
 */
export function useInstallApp() {
  return useEndpointMutation(installAppEndpoint, { revalidate: ['/v2/apps', '/v2/software', '/v2/app-integrations'] });
}
