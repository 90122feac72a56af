import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { CsvImportWizard, NotFoundPage, PageHeader, type CsvImportEndpoints } from '@kanri/ui';
import { devicesCsvEndpoints, genreOfDeviceType, type DeviceType } from '@kanri/contracts';
import { deviceGenreLabels } from '../components/device-labels';

/**
 * The devices CSV calls of one genre for the shared wizard: the import's `{deviceType}` is written
 * into the path (the wizard sends no path params).
 */
export function deviceCsvEndpointsOf(deviceType: DeviceType): CsvImportEndpoints {
  return {
    module: `devices-${deviceType}`,
    export: devicesCsvEndpoints.export,
    import: { ...devicesCsvEndpoints.import, path: devicesCsvEndpoints.import.path.replace('{deviceType}', deviceType) },
  };
}

/**
 * `/devices/import-csv/{deviceType}` (001 §2; DECISIONS.md "CSV"): adds and updates devices of one
 * genre from a CSV file through the shared wizard (`#upload-file` → `#preview-file` →
 * `#import-data`) on `POST /v2/devices-csv/{deviceType}`; the completion links to the inventory.
 * A `deviceType` that is not a genre shows not found.
 */
export function DeviceImportCsvPage() {
  const { t, i18n } = useLingui();
  const deviceType = useParams().deviceType ?? '';
  const genre = genreOfDeviceType(deviceType);
  const endpoints = useMemo(() => (genre ? deviceCsvEndpointsOf(deviceType as DeviceType) : null), [genre, deviceType]);
  if (!genre || !endpoints) return <NotFoundPage />;
  const genreLabel = i18n._(deviceGenreLabels[genre]);
  const title = t`Import from CSV: ${genreLabel}`;
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Devices`, to: '/devices/inventory' }, { label: t`Add device`, to: '/devices/add' }, { label: title }]}
        title={title}
        description={t`Add new devices and update existing ones from a CSV file. A row with an ID updates that device; a row without one adds a device.`}
      />
      <CsvImportWizard endpoints={endpoints} listPath="/devices/inventory" listLabel={t`Go to devices`} fileName="devices" revalidate={['/v2/devices', '/v2/device-people']} />
    </section>
  );
}
