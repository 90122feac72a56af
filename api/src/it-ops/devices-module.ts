import { listDeviceActivitiesEndpoint } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerActivityRoutes } from '../audit/routes';
import { registerDevicesRoutes } from './devices';
import { registerDeviceModelRoutes } from './devices-models';
import { registerDevicePeopleRoutes } from './devices-people';
import { registerDeviceExternalRoutes } from './devices-external';

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type DevicesModuleContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/**
 * Every device route but the CSV calls (those need the storage: `registerDevicesCsvRoutes`, called
 * from the CSV registration): inventory and one device, lifecycle and check-outs, the catalog,
 * people, alerts, costs, the MDM / IT SaaS connector and the module's operation activity (device and
 * model entries; lifecycle events, check-outs and check-ins are logged as device updates; docs/devices.md).
 */
export function registerDeviceModuleRoutes(ctx: DevicesModuleContext): void {
  registerDevicesRoutes(ctx);
  registerDeviceModelRoutes(ctx);
  registerDevicePeopleRoutes(ctx);
  registerDeviceExternalRoutes(ctx);
  registerActivityRoutes(ctx, listDeviceActivitiesEndpoint, ['DEVICE', 'DEVICE_MODEL']);
}
