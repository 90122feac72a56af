import type { AppContext } from '../server';
import { registerDevicesRoutes } from './devices';
import { registerDeviceModelRoutes } from './devices-models';
import { registerDevicePeopleRoutes } from './devices-people';
import { registerDeviceExternalRoutes } from './devices-external';

/**
 * Every device route but the CSV calls (those need the storage: `registerDevicesCsvRoutes`, called
 * from the CSV registration): inventory and one device, lifecycle and check-outs, the catalog,
 * people, alerts, costs and the MDM / IT SaaS connector (docs/devices.md).
 */
export function registerDeviceModuleRoutes(ctx: AppContext): void {
  registerDevicesRoutes(ctx);
  registerDeviceModelRoutes(ctx);
  registerDevicePeopleRoutes(ctx);
  registerDeviceExternalRoutes(ctx);
}
