import { useLingui } from '@lingui/react/macro';
import { CsvImportWizard, PageHeader } from '@kanri/ui';
import { equipmentCsvEndpoints } from '@kanri/contracts';

/**
 * `/equipment/import-csv` (001 §2 Equipment, 000 §2 "CSV import wizard", DECISIONS.md "CSV"): adds and
 * updates equipment from a CSV file through the shared wizard (`#upload-file` → `#preview-file` →
 * `#import-data`) on `GET`/`POST /v2/equipment-csv`; completion goes to `/equipment`.
 */
export function EquipmentImportCsvPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Equipment`, to: '/equipment' }, { label: t`Add equipment`, to: '/equipment/add-select' }, { label: t`Import equipment from CSV` }]}
        title={t`Import equipment from CSV`}
        description={t`Add new equipment and update existing equipment from a CSV file. A row with an ID updates that equipment; a row without one adds it.`}
      />
      <CsvImportWizard endpoints={equipmentCsvEndpoints} listPath="/equipment" listLabel={t`Go to equipment`} revalidate={['/v2/equipment']} />
    </section>
  );
}
