import { useLingui } from '@lingui/react/macro';
import { CsvImportWizard, PageHeader } from '@kanri/ui';
import { placesCsvEndpoints } from '@kanri/contracts';

/**
 * `/places/import-csv` (000 §2 "CSV import wizard", DECISIONS.md "CSV"): adds and updates places from
 * a CSV file through the shared wizard (`#upload-file` → `#preview-file` → `#import-data`) on
 * `GET`/`POST /v2/places-csv`; the completion dialog links to `/places`.
 */
export function PlacesImportCsvPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Places`, to: '/places' }, { label: t`Add places`, to: '/places/add-select' }, { label: t`Import places from CSV` }]}
        title={t`Import places from CSV`}
        description={t`Add new places and update existing ones from a CSV file. A row with an ID updates that place; a row without one adds a place.`}
      />
      <CsvImportWizard endpoints={placesCsvEndpoints} listPath="/places" listLabel={t`Go to places`} revalidate={['/v2/places']} />
    </section>
  );
}
