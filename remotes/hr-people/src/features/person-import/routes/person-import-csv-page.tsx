import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { CsvImportWizard, NotFoundPage, PageHeader } from '@kanri/ui';
import { personImportCsvEndpoints, workerTypeLabels, workerTypeOfSegment } from '@kanri/contracts';

/**
 * `/person/import-csv/{workerType}` (001 §2; DECISIONS.md "CSV"; docs/people.md "CSV import"): adds
 * people of one worker type from a CSV file through the shared wizard (`#upload-file` →
 * `#preview-file` → `#import-data`) on `POST /v2/person-import-csv/{workerType}`; the template is
 * that type's columns (`GET /v2/person-import-csv?mode=edit-template&workerType=…`, file
 * `template_people-{workerType}.csv`); UTF-8 or Shift_JIS, all or nothing. The completion links to
 * the workforce. An unknown worker type shows not found.
 */
export function PersonImportCsvPage() {
  const { t, i18n } = useLingui();
  const segment = useParams().workerType ?? '';
  const workerType = workerTypeOfSegment(segment);
  if (!workerType) return <NotFoundPage />;
  const typeLabel = i18n._(workerTypeLabels[workerType]);
  const title = t`Import people from CSV: ${typeLabel}`;
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`People`, to: '/people/workforce' }, { label: t`Add person`, to: '/person/add' }, { label: title }]}
        title={title}
        description={t`Each row adds one person. Departments, places and HR catalog entries may be given by code or name. If any row has an error, nothing is imported.`}
      />
      <CsvImportWizard
        endpoints={personImportCsvEndpoints}
        params={{ workerType: segment }}
        exportQuery={{ workerType }}
        listPath="/people/workforce"
        listLabel={t`Go to the workforce`}
        fileName={`people-${segment}`}
        revalidate={['/v2/people', '/v2/alumnus', '/v2/audit-logs']}
      />
    </section>
  );
}
