import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { CsvImportWizard, NotFoundPage, PageHeader } from '@kanri/ui';
import { publicIdTypeLabels, publicIdTypeValues, publicIdsCsvEndpoints, type PublicIdType } from '@kanri/contracts';

/** The public ID type of the URL's segment (`NATIONAL_ID`, `TRAVEL_DOCUMENT`), or `null` for anything else. */
export function publicIdTypeOfSegment(segment: string | undefined): PublicIdType | null {
  return (publicIdTypeValues as readonly string[]).includes(segment ?? '') ? (segment as PublicIdType) : null;
}

/**
 * `/public-ids/import-csv/{publicIdType}` (001 §2 Public IDs; DECISIONS.md "CSV", "My Number"):
 * adds public IDs of one type from a CSV file through the shared wizard (`#upload-file` →
 * `#preview-file` → `#import-data`) on `POST /v2/public-ids-csv/{publicIdType}`; rows name people
 * by worker number; the template is that type's (`GET /v2/public-ids-csv?mode=edit-template&publicIdType=…`);
 * all or nothing (My Number rows need the My Number handler privilege). The completion links to the
 * registry on that type's tab. An unknown type shows not found.
 */
export function PublicIdImportCsvPage() {
  const { t, i18n } = useLingui();
  const publicIdType = publicIdTypeOfSegment(useParams().publicIdType);
  if (!publicIdType) return <NotFoundPage />;
  const typeLabel = i18n._(publicIdTypeLabels[publicIdType]);
  const title = t`Import public IDs from CSV: ${typeLabel}`;
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Public IDs`, to: '/public-ids/registry' }, { label: title }]}
        title={title}
        description={t`Each row adds one public ID to the person with that worker number. My Numbers are checked by their check digit and kept encrypted. If any row has an error, nothing is imported.`}
      />
      <CsvImportWizard
        endpoints={publicIdsCsvEndpoints}
        params={{ publicIdType }}
        exportQuery={{ publicIdType }}
        listPath={`/public-ids/registry?publicIdType=${publicIdType}`}
        listLabel={t`Go to the public ID registry`}
        fileName={`public-ids-${publicIdType.toLowerCase().replace('_', '-')}`}
        revalidate={['/v2/public-ids', '/v2/people', '/v2/audit-logs']}
      />
    </section>
  );
}
