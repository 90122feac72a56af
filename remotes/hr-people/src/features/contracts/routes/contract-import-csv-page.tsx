import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { CsvImportWizard, NotFoundPage, PageHeader } from '@kanri/ui';
import { contractTypeLabels, contractTypeOfSegment, contractTypeSegment, contractsCsvEndpoints } from '@kanri/contracts';

/**
 * `/contract/import-csv/{contractType}` (001 §2; docs/contracts.md "CSV"): adds draft contracts of
 * one type from a CSV file through the shared wizard (`#upload-file` → `#preview-file` →
 * `#import-data`) on `POST /v2/contracts-csv/{contractType}`; the template is
 * `GET /v2/contracts-csv?mode=edit-template&contractType=…` (file `template_contracts-{type}.csv`);
 * UTF-8 or Shift_JIS, all or nothing. The completion links to the type's list. The segment is the
 * type in lower case with hyphens (`saas-software`) or the value; anything else is not found.
 */
export function ContractImportCsvPage() {
  const { t, i18n } = useLingui();
  const segment = useParams().contractType ?? '';
  const contractType = contractTypeOfSegment(segment);
  if (!contractType) return <NotFoundPage />;
  const typeLabel = i18n._(contractTypeLabels[contractType]);
  const title = t`Import contracts from CSV: ${typeLabel}`;
  const listPath = `/contract?contractType=${contractType}`;
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Contracts`, to: listPath }, { label: title }]}
        title={title}
        description={t`Each row adds one draft contract of this type; submit it for approval from its page. If any row has an error, nothing is imported.`}
      />
      <CsvImportWizard
        endpoints={contractsCsvEndpoints}
        params={{ contractType: segment }}
        exportQuery={{ contractType }}
        listPath={listPath}
        listLabel={t`Go to the contracts`}
        fileName={`contracts-${contractTypeSegment(contractType)}`}
        revalidate={['/v2/contracts', '/v2/audit-logs']}
      />
    </section>
  );
}
