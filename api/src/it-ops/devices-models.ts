import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  countDeviceModelsEndpoint,
  createDeviceModelEndpoint,
  deleteDeviceModelEndpoint,
  deviceMessages,
  errorCodes,
  listDeviceModelsEndpoint,
  updateDeviceModelEndpoint,
  type DeviceModel,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { ApiError } from '../lib/errors';
import { deviceModels, devices } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { registerResourceRoutes, resourceKit, sortKey } from '../http/resource';
import { containsPattern } from '../http/list-sql';

/**
 * The device models catalog (`/devices/settings/catalog`) on the resource kit: list and count
 * (genres, freeText on the name, maker and model), create, update with `version`, delete (409
 * `IN_USE` while devices use the model). Names are unique in the company (409 with the field).
 */

const modelColumns = getTableColumns(deviceModels);
const selectModels = (db: DbOrTx) =>
  db
    // the inner table is aliased and both sides qualified: Drizzle renders bare column names inside sql``
    .select({ model: modelColumns, deviceCount: sql<number>`(SELECT count(*)::int FROM ${devices} AS d WHERE d.${sql.identifier(devices.deviceModelId.name)} = ${deviceModels}.${sql.identifier(deviceModels.id.name)})` })
    .from(deviceModels);
type SelectedModel = Awaited<ReturnType<ReturnType<typeof selectModels>['execute']>>[number];

const toModel = (r: SelectedModel): DeviceModel => ({
  id: r.model.id, name: r.model.name, genre: r.model.genre as DeviceModel['genre'], maker: r.model.maker, model: r.model.model,
  os: r.model.os as DeviceModel['os'], lifecycleMonths: r.model.lifecycleMonths, deviceCount: Number(r.deviceCount), version: r.model.version,
});

const nameTaken = () => new ApiError(409, errorCodes.conflict, deviceMessages.modelNameTaken, [{ path: 'name', descriptor: deviceMessages.modelNameTaken }]);

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type DevicesModelsContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** `GET/POST /v2/device-models`, `GET /v2/device-models-count`, `PATCH/DELETE /v2/device-models/{id}`. */
export function registerDeviceModelRoutes(ctx: DevicesModelsContext): void {
  const { app, db, sessions } = ctx;
  const endpoints = { list: listDeviceModelsEndpoint, count: countDeviceModelsEndpoint, get: updateDeviceModelEndpoint, create: createDeviceModelEndpoint, update: updateDeviceModelEndpoint, delete: deleteDeviceModelEndpoint };
  const options = {
    table: deviceModels,
    auditType: 'DEVICE_MODEL' as const,
    conflict: deviceMessages.modelConflict,
    payload: (m: typeof deviceModels.$inferSelect) => ({ name: m.name, genre: m.genre, maker: m.maker, model: m.model, os: m.os, lifecycleMonths: m.lifecycleMonths }),
    select: selectModels,
    toRow: (r: SelectedModel) => toModel(r),
    toDetail: (r: SelectedModel) => toModel(r),
    where: (q: { genres: string[] }) => [q.genres.length ? inArray(deviceModels.genre, q.genres) : undefined],
    text: (freeText: string | undefined) => {
      const pattern = containsPattern(freeText);
      return pattern ? sql`lower(${deviceModels.name} || ' ' || coalesce(${deviceModels.maker}, '') || ' ' || coalesce(${deviceModels.model}, '')) LIKE ${pattern}` : undefined;
    },
    sort: (q: { sortColumn: 'NAME' | 'GENRE'; sortOrder: 'asc' | 'desc' }) =>
      q.sortColumn === 'GENRE' ? [sortKey(deviceModels.genre, q.sortOrder), sortKey(deviceModels.name, q.sortOrder)] : [sortKey(deviceModels.name, q.sortOrder)],
    columns: (b: { name: string; genre: string; maker: string | null; model: string | null; os: string | null; lifecycleMonths: number | null }) => ({
      name: b.name, genre: b.genre, maker: b.maker || null, model: b.model || null, os: b.os, lifecycleMonths: b.lifecycleMonths,
    }),
    check: async (tx: DbOrTx, c: { name?: string }, { companyId, before }: { companyId: string; before: { id: string } | undefined }) => {
      if (!c.name) return;
      const [same] = await tx.select({ id: deviceModels.id }).from(deviceModels).where(sql`${deviceModels.companyId} = ${companyId} AND ${deviceModels.name} = ${c.name}`);
      if (same && same.id !== before?.id) throw nameTaken();
    },
    beforeDelete: async (tx: DbOrTx, record: { id: string }) => {
      const [used] = await tx.select({ id: devices.id }).from(devices).where(eq(devices.deviceModelId, record.id)).limit(1);
      if (used) throw new ApiError(409, errorCodes.inUse, deviceMessages.modelInUse);
    },
    uniqueViolation: nameTaken,
  };
  registerResourceRoutes(ctx, { list: endpoints.list, count: endpoints.count, update: endpoints.update, delete: endpoints.delete }, options as never);
  // create answers the model itself (201), not only its id
  const kit = resourceKit(db, endpoints, options as never);
  registerEndpoint(app, createDeviceModelEndpoint, sessions, async ({ body, session, locale }) => {
    const id = await kit.create(session, body as never);
    return (await kit.get(session.companyId, id, locale)) as DeviceModel;
  });
}
