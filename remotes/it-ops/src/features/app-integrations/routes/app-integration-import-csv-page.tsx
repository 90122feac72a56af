import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { CsvImportWizard, PageHeader, RecordGate } from '@kanri/ui';
import { appUsersCsvEndpoints, type AppIntegration } from '@kanri/contracts';
import { useAppIntegration } from '../api/get-app-integration';
import { appIntegrationCachePaths } from '../api/app-integration-cache';

/**
 * `/app-integrations/import-csv/{id}` (001 §2 "App integrations and apps"; DECISIONS.md "CSV"):
 * adds and updates the integration's accounts from a CSV file through the shared wizard
 * (`#upload-file` → `#preview-file` → `#import-data`) on `POST /v2/app-integrations/{id}/users-csv`
 * (the wizard's `params`); the template and current accounts are `GET /v2/app-users-csv?appIntegrationId=…` (the wizard's `exportQuery`); the completion
 * links to the integration's users tab. An unknown integration shows not found.
 */
export function AppIntegrationImportCsvPage() {
  const integration = useAppIntegration(useParams().id);
  return <RecordGate query={integration}>{(current) => <ImportAccounts integration={current} />}</RecordGate>;
}

function ImportAccounts({ integration }: { integration: AppIntegration }) {
  const { t } = useLingui();
  const name = integration.name;
  const title = t`Import accounts from CSV: ${name}`;
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Software`, to: '/software/registry' }, { label: name, to: `/app-integrations/${integration.id}/users` }, { label: title }]}
        title={title}
        description={t`Add and update the app's accounts from a CSV file. A row whose account ID exists updates that account; another ID adds one. One wrong row stops the whole import.`}
      />
      <CsvImportWizard
        endpoints={appUsersCsvEndpoints}
        params={{ id: integration.id }}
        exportQuery={{ appIntegrationId: integration.id }}
        listPath={`/app-integrations/${integration.id}/users`}
        listLabel={t`Go to the accounts`}
        fileName="app-users"
        revalidate={appIntegrationCachePaths}
      />
    </section>
  );
}
