import { useLingui } from '@lingui/react/macro';
import { CsvImportWizard, PageHeader } from '@kanri/ui';
import { placesCsvEndpoints } from '@kanri/contracts';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';

/**
 * `/places/import-csv` (000 §2 "CSV import wizard", DECISIONS.md "CSV"): adds and updates places from
 * a CSV file through the shared wizard (`#upload-file` → `#preview-file` → `#import-data`) on
 * `GET`/`POST /v2/places-csv`; the completion dialog links to `/places`.
 */
export function PlacesImportCsvPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageBreadcrumb items={[{ title: t`Places`, to: '/places' }, { title: t`Add places`, to: '/places/add-select' }, { title: t`Import places from CSV` }]} />
      <PageHeader title={t`Import places from CSV`} description={t`Add new places and update existing ones from a CSV file. A row with an ID updates that place; a row without one adds a place.`} />
      <CsvImportWizard endpoints={placesCsvEndpoints} listPath="/places" listLabel={t`Go to places`} revalidate={['/v2/places']} />
    </section>
  );
}
