import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { CsvImportWizard, NotFoundPage, PageHeader } from '@kanri/ui';
import { devicesCsvEndpoints, genreOfDeviceType } from '@kanri/contracts';
import { deviceGenreLabels } from '../components/device-labels';

/**
 * `/devices/import-csv/{deviceType}` (001 §2; DECISIONS.md "CSV"): adds and updates devices of one
 * genre from a CSV file through the shared wizard (`#upload-file` → `#preview-file` →
 * `#import-data`) on `POST /v2/devices-csv/{deviceType}` (the wizard's `params`); its template and
 * current-data downloads are that genre's (`GET /v2/devices-csv?genre=…`, the wizard's
 * `exportQuery`, files named `devices-{deviceType}`); the completion links to the inventory.
 * A `deviceType` that is not a genre shows not found.
 */
export function DeviceImportCsvPage() {
  const { t, i18n } = useLingui();
  const deviceType = useParams().deviceType ?? '';
  const genre = genreOfDeviceType(deviceType);
  if (!genre) return <NotFoundPage />;
  const genreLabel = i18n._(deviceGenreLabels[genre]);
  const title = t`Import from CSV: ${genreLabel}`;
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Devices`, to: '/devices/inventory' }, { label: t`Add device`, to: '/devices/add' }, { label: title }]}
        title={title}
        description={t`Add new devices and update existing ones from a CSV file. A row with an ID updates that device; a row without one adds a device.`}
      />
      <CsvImportWizard
        endpoints={devicesCsvEndpoints}
        params={{ deviceType }}
        exportQuery={{ genre }}
        listPath="/devices/inventory"
        listLabel={t`Go to devices`}
        fileName={`devices-${deviceType}`}
        revalidate={['/v2/devices', '/v2/device-people']}
      />
    </section>
  );
}
