import type { FastifyInstance } from 'fastify';
import { devicePeopleCsvColumnLabels, devicePeopleCsvEndpoint, deviceGenreLabels, devicesCsvEndpoints, genreOfDeviceType } from '@kanri/contracts';
import type { AppContext } from '../http/context';
import { registerEndpoint } from '../http/register';
import { notFound } from '../lib/errors';
import type { Db } from '../db/client';
import { runCsvImport } from '../csv/engine';
import { exportAndPublish, exportQuery, type CsvExporter } from '../csv/export';
import { devicesCsvModule, devicesExporter } from './devices-csv-module';
import type { ObjectStorage } from '../storage/storage';
import { listDevicePeople } from './devices-people';

/**
 * The devices CSV calls (DECISIONS.md "CSV"; docs/devices.md §CSV), registered with the storage the
 * CSV registration chose: `GET /v2/devices-csv` (view, edit, edit-template; `genre` picks a
 * genre's columns), `POST /v2/devices-csv/{deviceType}` (the shared engine with the devices
 * module), `GET /v2/device-people-csv` (one row per person and device held; a person holding none
 * has one row with empty device cells).
 */
export function registerDevicesCsvRoutes(
  ctx: Omit<AppContext, 'app'> & { app: FastifyInstance },
  storage: ObjectStorage,
  readUpload: (storage: ObjectStorage, companyId: string, key: string) => Promise<Buffer>,
): void {
  const { app, db, sessions, translator } = ctx;

  registerEndpoint(app, devicesCsvEndpoints.export, sessions, async ({ query, session, locale }) => {
    const { mode, options, filters: { genre, ...filters } } = exportQuery(query);
    const exporter = devicesExporter({ companyId: session.companyId, locale, translator, genre });
    return exportAndPublish(db as Db, storage, session.companyId, genre ? `devices-${genre.toLowerCase()}` : 'devices', exporter, { mode, options, filters });
  });

  registerEndpoint(app, devicesCsvEndpoints.import, sessions, async ({ params, body, session, locale }) => {
    const genre = genreOfDeviceType(params.deviceType);
    if (!genre) throw notFound();
    const bytes = await readUpload(storage, session.companyId, body.uploadedFileKey);
    return runCsvImport({
      db: db as Db,
      module: devicesCsvModule({ translator, companyId: session.companyId, userId: session.userId, genre }),
      bytes,
      body,
      companyId: session.companyId,
      locale,
      translator,
    });
  });

  registerEndpoint(app, devicePeopleCsvEndpoint, sessions, async ({ query, session, locale }) => {
    const { mode, options, filters } = exportQuery(query);
    const t = (d: { id: string; message: string }) => translator.t(locale, d);
    const columns = ['workerNumber', 'personName', 'email', 'place', 'deviceCount', 'deviceTag', 'deviceName', 'genre'] as const;
    const exporter: CsvExporter<never> = {
      editHeaders: () => [],
      viewHeaders: () => columns.map((c) => t(devicePeopleCsvColumnLabels[c])),
      // the holders table's keys: NAME is the name and e-mail, devices the tag, name and genre (issue 31)
      viewColumns: () => columns.map((key) => ({
        key,
        aliases: key === 'personName' || key === 'email' ? ['name'] : key === 'deviceTag' || key === 'deviceName' || key === 'genre' ? ['devices'] : [],
        type: key === 'deviceCount' ? ('number' as const) : undefined,
      })),
      async *rows(conn) {
        const pageSize = 1000;
        for (let pageIndex = 0; ; pageIndex++) {
          const people = await listDevicePeople(conn, session.companyId, locale, { ...filters, pageIndex, pageSize });
          for (const p of people) {
            const person = [p.workerNumber, p.name, p.email, p.place?.name ?? '', String(p.deviceCount)];
            if (!p.devices.length) yield [...person, '', '', ''];
            for (const d of p.devices) yield [...person, d.deviceTag, d.name, t(deviceGenreLabels[d.genre])];
          }
          if (people.length < pageSize) break;
        }
      },
    };
    return exportAndPublish(db as Db, storage, session.companyId, 'device-people', exporter, { mode, options });
  });
}
