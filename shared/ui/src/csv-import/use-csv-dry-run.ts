import useSWR, { type SWRResponse } from 'swr';
import { msg } from '@lingui/core/macro';
import { apiFetch, endpointKey, i18n, type ApiError } from '@kanri/runtime';
import type { CsvImportInput, CsvImportResult, EndpointDef } from '@kanri/contracts';

/** A module's CSV import call (`placesCsvEndpoints.import`): `POST /v2/{module}-csv` with `CsvImportInput` → `CsvImportResult`. */
export type CsvImportEndpoint = EndpointDef & { method: 'POST' };

/** Which dry run to show: the uploaded file and the page of records (over error rows only with `filterError`). */
export interface CsvDryRunInput {
  uploadedFileKey: string;
  pageIndex: number;
  pageSize: number;
  filterError: boolean;
}

/**
 * Calls a module's CSV import endpoint once and checks that it answered (000 §8 "CSV endpoint
 * without data: 'No data returned from API'").
 *
 * @throws {ApiError} the call's failure; {Error} "No data returned from API" (localized) when the
 * answer has no `headers` or `records`.
 */
export async function runCsvImport(endpoint: CsvImportEndpoint, body: CsvImportInput): Promise<CsvImportResult> {
  const result = (await apiFetch(endpoint, { body } as never)) as CsvImportResult | null | undefined;
  if (!result || !Array.isArray(result.headers) || !Array.isArray(result.records) || !result.summary) {
    throw new Error(i18n._(msg`No data returned from API`));
  }
  return result;
}

/**
 * The dry run of the uploaded file (000 §2 step 2, §7 `dryrun: true`), one page of records at a
 * time; `null` input = nothing to check. Cached by SWR under the call's key tuple and never
 * refetched on focus (a dry run reads the whole file on the server); the previous page stays shown
 * while the next one loads.
 */
export function useCsvDryRun(endpoint: CsvImportEndpoint, input: CsvDryRunInput | null): SWRResponse<CsvImportResult, ApiError | Error> {
  const body: CsvImportInput | null = input ? { ...input, dryrun: true, encoding: 'AUTO' } : null;
  return useSWR<CsvImportResult, ApiError | Error>(body ? endpointKey(endpoint, { body } as never) : null, () => runCsvImport(endpoint, body!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
