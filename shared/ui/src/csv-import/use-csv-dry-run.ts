import useSWR, { type SWRResponse } from 'swr';
import { msg } from '@lingui/core/macro';
import { apiFetch, endpointKey, i18n, type ApiError } from '@kanri/runtime';
import type { CsvImportInput, CsvImportResult, EndpointDef } from '@kanri/contracts';

/** A module's CSV import call (`placesCsvEndpoints.import`): `POST /v2/{module}-csv` with `CsvImportInput` → `CsvImportResult`. */
export type CsvImportEndpoint = EndpointDef & { method: 'POST' };

/** Path params of a module's import call (`{ deviceType: 'laptop' }` for `POST /v2/devices-csv/{deviceType}`). */
export type CsvImportParams = Readonly<Record<string, string>>;

/** Which dry run to show: the uploaded file and the page of records (over error rows only with `filterError`). */
export interface CsvDryRunInput {
  uploadedFileKey: string;
  pageIndex: number;
  pageSize: number;
  filterError: boolean;
}

/**
 * Calls a module's CSV import endpoint once (with `params` when its path has some) and checks that it answered (000 §8 "CSV endpoint
 * without data: 'No data returned from API'").
 *
 * @throws {ApiError} the call's failure; {Error} "No data returned from API" (localized) when the
 * answer has no `headers` or `records`.
 */
export async function runCsvImport(endpoint: CsvImportEndpoint, body: CsvImportInput, params?: CsvImportParams): Promise<CsvImportResult> {
  const result = (await apiFetch(endpoint, (params ? { params, body } : { body }) as never)) as CsvImportResult | null | undefined;
  if (!result || !Array.isArray(result.headers) || !Array.isArray(result.records) || !result.summary) {
    throw new Error(i18n._(msg`No data returned from API`));
  }
  return result;
}

/**
 * The dry run of the uploaded file (000 §2 step 2, §7 `dryrun: true`), one page of records at a
 * time; `null` input = nothing to check. Cached by SWR under the call's key tuple and never
 * refetched on focus (`params`: the import call's path params, as `runCsvImport`) (a dry run reads the whole file on the server); the previous page stays shown
 * while the next one loads.
 */
export function useCsvDryRun(endpoint: CsvImportEndpoint, input: CsvDryRunInput | null, params?: CsvImportParams): SWRResponse<CsvImportResult, ApiError | Error> {
  const body: CsvImportInput | null = input ? { ...input, dryrun: true, encoding: 'AUTO' } : null;
  return useSWR<CsvImportResult, ApiError | Error>(body ? endpointKey(endpoint, (params ? { params, body } : { body }) as never) : null, () => runCsvImport(endpoint, body!, params), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
