import { devicePeopleCsvColumnLabels, devicePeopleCsvEndpoint, deviceGenreLabels, devicesCsvEndpoints, genreOfDeviceType } from '@kanri/contracts';
import { notFound } from '../lib/errors';
import { csvExport, csvImport } from '../csv/routes';
import type { CsvExporter } from '../csv/export';
import { devicesCsvModule, devicesExporter } from './devices-csv-module';
import { listDevicePeople } from './devices-people';

/**
 * The devices CSV calls (DECISIONS.md "CSV"; docs/devices.md §CSV), served by the CSV mechanism
 * (`csv/routes.ts`): `GET /v2/devices-csv` (view, edit, edit-template; `genre` picks a genre's
 * columns; a view takes the list's filters and sort), `POST /v2/devices-csv/{deviceType}` (the
 * shared engine with the devices module; 404 for a type naming no genre), `GET
 * /v2/device-people-csv` (one row per person and device held; a person holding none has one row
 * with empty device cells).
 */
export const devicesCsvExport = csvExport({
  endpoint: devicesCsvEndpoints.export,
  module: ({ filters }) => (filters.genre ? `devices-${filters.genre.toLowerCase()}` : 'devices'),
  exporter: ({ filters, session, locale, translator }) => devicesExporter({ companyId: session.companyId, locale, translator, genre: filters.genre }),
});

/** `POST /v2/devices-csv/{deviceType}`: see `devicesCsvExport`. */
export const devicesCsvImport = csvImport({
  endpoint: devicesCsvEndpoints.import,
  importer: ({ params, session, translator }) => {
    const genre = genreOfDeviceType(params.deviceType);
    if (!genre) throw notFound();
    return devicesCsvModule({ translator, companyId: session.companyId, userId: session.userId, genre });
  },
});

const holderColumns = ['workerNumber', 'personName', 'email', 'place', 'deviceCount', 'deviceTag', 'deviceName', 'genre'] as const;

/** `GET /v2/device-people-csv`: the device holders list (its filters), one row per person and device. */
export const devicePeopleCsvExport = csvExport({
  endpoint: devicePeopleCsvEndpoint,
  module: 'device-people',
  exporter: ({ filters, session, locale, translator }): CsvExporter<never> => {
    const t = (d: { id: string; message: string }) => translator.t(locale, d);
    return {
      editHeaders: () => [],
      viewHeaders: () => holderColumns.map((c) => t(devicePeopleCsvColumnLabels[c])),
      // the holders table's keys: NAME is the name and e-mail, devices the tag, name and genre (issue 31)
      viewColumns: () => holderColumns.map((key) => ({
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
  },
});
