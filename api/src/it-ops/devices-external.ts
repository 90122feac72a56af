import { and, count, eq, inArray, max } from 'drizzle-orm';
import {
  importExternalItSaasEndpoint,
  listExternalItSaasEndpoint,
  previewExternalItSaasEndpoint,
  type ExternalItSaas,
  type ExternalPreviewItem,
} from '@kanri/contracts';
import type { AppContext } from '../http/context';
import type { SessionContext } from '../auth/sessions';
import { registerEndpoint } from '../http/register';
import { notFound } from '../lib/errors';
import { deviceExternalRecords, devices } from '../schema';
import type { DbOrTx } from '../audit/audit-log';
import { createDevice, lockDevice, writeDevice } from './devices';
import { externalSourceOf, externalSources, reportedDevices, type ExternalSource, type ReportedDevice } from './devices-connector';

/**
 * The external IT SaaS connector (`/devices/external-it-saas`; docs/devices.md §Connector): the
 * simulated sources, a preview of what an import would create or update, and the import, applied
 * in one transaction (devices created with their PROCURED event and audit entry, updated devices
 * with theirs, the source's record of each device kept for the profile's monitoring,
 * configuration and mdm tabs).
 *
 * A reported device matches the company's device that the source imported before (its record),
 * else the one with the same serial number; no match → CREATE. UPDATE when a reported field
 * differs or the device is not linked to the source yet; UNCHANGED otherwise.
 */

/** The fields an import writes, as the device payload names them. */
const syncedFields = ['maker', 'model', 'os', 'osVersion'] as const;

interface Planned {
  report: ReportedDevice;
  item: ExternalPreviewItem;
}

/** The preview of one source for the company. */
async function plan(db: DbOrTx, companyId: string, source: ExternalSource): Promise<Planned[]> {
  const reports = reportedDevices(source);
  const linked = await db
    .select({ externalId: deviceExternalRecords.externalId, deviceId: deviceExternalRecords.deviceId })
    .from(deviceExternalRecords)
    .where(and(eq(deviceExternalRecords.companyId, companyId), eq(deviceExternalRecords.appIntegrationId, source.appIntegrationId)));
  const linkedBy = new Map(linked.map((l) => [l.externalId, l.deviceId]));
  const bySerial = await db
    .select({ id: devices.id, serialNumber: devices.serialNumber, maker: devices.maker, model: devices.model, os: devices.os, osVersion: devices.osVersion })
    .from(devices)
    .where(and(eq(devices.companyId, companyId), inArray(devices.serialNumber, reports.map((r) => r.serialNumber))));
  const linkedIds = [...linkedBy.values()];
  const byId = linkedIds.length
    ? await db.select({ id: devices.id, serialNumber: devices.serialNumber, maker: devices.maker, model: devices.model, os: devices.os, osVersion: devices.osVersion }).from(devices).where(inArray(devices.id, linkedIds))
    : [];
  return reports.map((report) => {
    const linkedId = linkedBy.get(report.externalId);
    const device = (linkedId && byId.find((d) => d.id === linkedId)) || bySerial.find((d) => d.serialNumber === report.serialNumber) || null;
    const changes: ExternalPreviewItem['changes'] = device
      ? syncedFields.filter((f) => (device[f] ?? null) !== report[f]).map((f) => ({ field: f, before: device[f] ?? null, after: report[f] }))
      : [];
    if (device && !linkedId) changes.push({ field: 'mdm.provider', before: null, after: source.name });
    const action = !device ? 'CREATE' : changes.length ? 'UPDATE' : 'UNCHANGED';
    return {
      report,
      item: {
        externalId: report.externalId, action, deviceId: device?.id ?? null, name: report.name, genre: report.genre, maker: report.maker, model: report.model,
        os: report.os, osVersion: report.osVersion, serialNumber: report.serialNumber, lastSeenAt: report.lastSeenAt, changes,
      },
    };
  });
}

/** A source as the list shows it, with how many of its devices the company imported and when last. */
async function describe(db: DbOrTx, companyId: string, source: ExternalSource): Promise<ExternalItSaas> {
  const [row] = await db
    .select({ n: count(), last: max(deviceExternalRecords.syncedAt) })
    .from(deviceExternalRecords)
    .where(and(eq(deviceExternalRecords.companyId, companyId), eq(deviceExternalRecords.appIntegrationId, source.appIntegrationId)));
  const last = row?.last ? new Date(row.last as unknown as string) : null;
  return {
    appIntegrationId: source.appIntegrationId, name: source.name, vendorName: source.vendorName, kind: source.kind,
    reportedDeviceCount: source.size, importedDeviceCount: row?.n ?? 0, lastImportedAt: last ? last.toISOString() : null,
  };
}

/** Writes the source's record of a device (insert or replace). */
async function keepRecord(tx: DbOrTx, companyId: string, source: ExternalSource, deviceId: string, report: ReportedDevice): Promise<void> {
  await tx
    .insert(deviceExternalRecords)
    .values({ companyId, deviceId, appIntegrationId: source.appIntegrationId, externalId: report.externalId, payload: { ...report }, syncedAt: new Date() })
    .onConflictDoUpdate({
      target: [deviceExternalRecords.companyId, deviceExternalRecords.appIntegrationId, deviceExternalRecords.externalId],
      set: { deviceId, payload: { ...report }, syncedAt: new Date() },
    });
}

/** Applies a source's plan in the caller's transaction; answers the counts. */
export async function importFromSource(tx: DbOrTx, session: Pick<SessionContext, 'companyId' | 'userId'>, source: ExternalSource) {
  const planned = await plan(tx, session.companyId, source);
  const counts = { createdCount: 0, updatedCount: 0, unchangedCount: 0 };
  for (const { report, item } of planned) {
    let deviceId = item.deviceId;
    if (item.action === 'CREATE') {
      deviceId = await createDevice(tx, session, {
        name: report.name, genre: report.genre, deviceModelId: null, maker: report.maker, model: report.model, os: report.os, osVersion: report.osVersion,
        network: report.genre === 'WORKSTATION' ? 'ETHERNET' : 'WIFI', storage: null, storageCapacityGb: report.storageCapacityGb, memoryGb: report.memoryGb,
        condition: null, acquisition: null, priceType: null, serialNumber: report.serialNumber, deviceTag: null, assetTag: null, purchaseDate: null,
        purchasePrice: null, leaseEndOn: null, lifecycleEndOn: null, memo: null, initialEvent: 'PROCURED', assignedPersonId: null, assignedPlaceId: null,
      });
      counts.createdCount += 1;
    } else if (item.action === 'UPDATE') {
      const before = await lockDevice(tx, session.companyId, deviceId!, undefined);
      const set = Object.fromEntries(item.changes.filter((c) => (syncedFields as readonly string[]).includes(c.field)).map((c) => [c.field, c.after]));
      if (Object.keys(set).length) await writeDevice(tx, session, before, set);
      counts.updatedCount += 1;
    } else counts.unchangedCount += 1;
    await keepRecord(tx, session.companyId, source, deviceId!, report);
  }
  return counts;
}

/** What this file's registration uses of the server's context (issue 32: a narrow context, declared where it is used; server.ts passes the whole one). */
export type DevicesExternalContext = Pick<AppContext, 'app' | 'db' | 'sessions'>;

/** `GET /v2/devices/external-it-saas`, `…/{appIntegrationId}/preview`, `POST …/{appIntegrationId}/import`. */
export function registerDeviceExternalRoutes(ctx: DevicesExternalContext): void {
  const { app, db, sessions } = ctx;
  const sourceOf = (id: string) => {
    const source = externalSourceOf(id);
    if (!source) throw notFound();
    return source;
  };

  registerEndpoint(app, listExternalItSaasEndpoint, sessions, async ({ session }) => ({
    items: await Promise.all(externalSources.map((s) => describe(db, session.companyId, s))),
  }));

  registerEndpoint(app, previewExternalItSaasEndpoint, sessions, async ({ params, session }) => {
    const source = sourceOf(params.appIntegrationId);
    const items = (await plan(db, session.companyId, source)).map((p) => p.item);
    const countOf = (action: ExternalPreviewItem['action']) => items.filter((i) => i.action === action).length;
    return {
      integration: await describe(db, session.companyId, source),
      summary: { createCount: countOf('CREATE'), updateCount: countOf('UPDATE'), unchangedCount: countOf('UNCHANGED') },
      items,
    };
  });

  registerEndpoint(app, importExternalItSaasEndpoint, sessions, async ({ params, session }) => {
    const source = sourceOf(params.appIntegrationId);
    return db.transaction((tx) => importFromSource(tx, session, source));
  });
}
