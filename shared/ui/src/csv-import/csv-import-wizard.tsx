import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { revalidatePaths } from '@kanri/runtime';
import type { CsvImportResult, EndpointDef } from '@kanri/contracts';
import { WizardLayout } from '../wizard/wizard-layout';
import { csvImportSteps } from './csv-import-search';
import { useCsvImportLocation } from './use-csv-import-location';
import { runCsvImport, type CsvImportEndpoint, type CsvImportParams } from './use-csv-dry-run';
import { CsvUploadStep } from './upload-step';
import { CsvPreviewStep } from './preview-step';
import { CsvCompletionDialog, CsvImportStep, type CsvImportRun } from './import-step';

/**
 * A module's CSV calls as `csvEndpoints(...)` of `@kanri/contracts` declares them
 * (`placesCsvEndpoints`, `equipmentCsvEndpoints`): `module` names the files, `export` is
 * `GET /v2/{module}-csv`, `import` is `POST /v2/{module}-csv`.
 */
export interface CsvImportEndpoints {
  module: string;
  export: EndpointDef & { method: 'GET' };
  import: CsvImportEndpoint;
}

/** Props of `CsvImportWizard`. */
export interface CsvImportWizardProps {
  /** The module's CSV calls (`placesCsvEndpoints`). */
  endpoints: CsvImportEndpoints;
  /** The module's list (`/places`), linked from the completion dialog. */
  listPath: string;
  /** The link's text, in the page's catalog ("Go to places"). */
  listLabel: string;
  /** Base of the exported file names; default `endpoints.module` (`template_places.csv`, `places.csv`). */
  fileName?: string;
  /**
   * Path params of `endpoints.import` when its path has some (`{ deviceType: 'laptop' }` for
   * `POST /v2/devices-csv/{deviceType}`); sent with the dry runs and the import.
   */
  params?: CsvImportParams;
  /** Extra query values of the template and current-data exports (`{ genre: 'LAPTOP' }`), as the export call declares them. */
  exportQuery?: Record<string, unknown>;
  /** API path prefixes whose cached answers a finished import refreshes; default `/v2/{module}` (its list and count). */
  revalidate?: string[];
}

/** Rows of failing records a rejected import returns (the largest page the call allows). */
const rejectedRowsShown = 1000;

/**
 * The CSV import wizard every module shares (000 §2 "CSV import wizard", §4, §5, §7, §8, §9;
 * DECISIONS.md "CSV"): upload (template, export of the current data, one .csv under 10 MB sent to
 * storage with progress) → preview (the dry run, paged, with its errors; error rows block Next) →
 * import (the real, all-or-nothing run, then the completion dialog linking to `listPath`).
 *
 * The step is the hash (`#upload-file`, `#preview-file`, `#import-data`) and the rest of its state
 * is the URL search (`csvImportSearchSchema`: `uploadedFileKey`, `processingState`, `pageSize`,
 * `pageIndex`, `filterError`), so a reload or a shared link lands on the same screen; a later step
 * without an uploaded file returns to the upload, invalid values fall back to their defaults.
 */
export function CsvImportWizard({ endpoints, listPath, listLabel, fileName, params, exportQuery, revalidate }: CsvImportWizardProps) {
  const { t } = useLingui();
  const { step, search, navigate } = useCsvImportLocation();
  const [uploaded, setUploaded] = useState<{ key: string; fileName: string } | null>(null);
  const [run, setRun] = useState<CsvImportRun>({ status: 'idle' });
  const [completionOpen, setCompletionOpen] = useState(false);
  const running = useRef(false);
  const key = search.uploadedFileKey;
  const revalidatePrefixes = revalidate ?? [`/v2/${endpoints.module}`];

  const startImport = useCallback(
    async (uploadedFileKey: string) => {
      if (running.current) return;
      running.current = true;
      setRun({ status: 'running' });
      try {
        const result: CsvImportResult = await runCsvImport(
          endpoints.import,
          {
            uploadedFileKey,
            dryrun: false,
            encoding: 'AUTO',
            filterError: true,
            pageIndex: 0,
            pageSize: rejectedRowsShown,
          },
          params,
        );
        if (result.outcome === 'IMPORTED') {
          setRun({ status: 'imported', result });
          setCompletionOpen(true);
          navigate({ processingState: 'IMPORTED' }, { step: 'import-data', replace: true });
          void revalidatePaths(revalidatePrefixes);
        } else {
          setRun({ status: 'rejected', result });
        }
      } catch (error) {
        // the server rolls a failed import back as a whole (a 401/403 is also the runtime's: sign-in, forbidden dialog)
        setRun({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        running.current = false;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [endpoints.import, navigate, revalidatePrefixes.join('\n'), JSON.stringify(params ?? null)],
  );

  const restart = () => {
    setUploaded(null);
    setRun({ status: 'idle' });
    setCompletionOpen(false);
    navigate({ uploadedFileKey: undefined, processingState: undefined, pageIndex: 0, filterError: false }, { step: 'upload-file' });
  };

  const stepTitles = [t`Upload file`, t`Check the data`, t`Import`];
  const current = csvImportSteps.indexOf(step);
  const failed = run.status === 'rejected' || run.status === 'failed';

  return (
    <WizardLayout
      current={step}
      stepsLabel={t`Import steps`}
      steps={csvImportSteps.map((key, index) => ({
        key,
        title: stepTitles[index],
        status: index < current || (index === current && search.processingState === 'IMPORTED') ? 'finish' : index === current ? (failed ? 'error' : 'process') : 'wait',
      }))}
    >
      {step === 'upload-file' ? (
        <CsvUploadStep
          endpoints={endpoints}
          fileName={fileName ?? endpoints.module}
          exportQuery={exportQuery}
          uploadedFileKey={key}
          uploadedFileName={uploaded && uploaded.key === key ? uploaded.fileName : undefined}
          onUploaded={(uploadedKey, name) => {
            setUploaded({ key: uploadedKey, fileName: name });
            setRun({ status: 'idle' });
            navigate({ uploadedFileKey: uploadedKey, processingState: 'UPLOADED', pageIndex: 0, filterError: false }, { replace: true });
          }}
          onNext={() => navigate({ pageIndex: 0, filterError: false }, { step: 'preview-file' })}
        />
      ) : null}

      {step === 'preview-file' && key ? (
        <CsvPreviewStep
          endpoint={endpoints.import}
          params={params}
          search={{ ...search, uploadedFileKey: key }}
          navigate={navigate}
          onImport={() => {
            // back in history after an import in this visit: show it, never import the same file twice
            if (run.status === 'imported') {
              navigate({ processingState: 'IMPORTED' }, { step: 'import-data' });
              return;
            }
            navigate({ processingState: 'VALIDATED' }, { step: 'import-data' });
            void startImport(key);
          }}
        />
      ) : null}

      {step === 'import-data' && key ? (
        <CsvImportStep
          run={run}
          imported={search.processingState === 'IMPORTED'}
          listPath={listPath}
          listLabel={listLabel}
          onImport={() => void startImport(key)}
          onBack={() => {
            setRun({ status: 'idle' });
            navigate({ processingState: 'UPLOADED' }, { step: 'preview-file' });
          }}
          onRestart={restart}
        />
      ) : null}

      <CsvCompletionDialog
        open={completionOpen}
        result={run.status === 'imported' ? run.result : null}
        listPath={listPath}
        listLabel={listLabel}
        onClose={() => setCompletionOpen(false)}
      />
    </WizardLayout>
  );
}
