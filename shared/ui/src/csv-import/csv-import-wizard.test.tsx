import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiFetcher } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { csvMaxFileBytes, placesCsvEndpoints, type CsvImportResult, type CsvRecord } from '@kanri/contracts';
import { CsvImportWizard } from './csv-import-wizard';

const user = userEvent.setup({ delay: null, applyAccept: false });
jest.setTimeout(60_000);

// rc-table measures the scrollbar through a pseudo-element, which jsdom does not implement
const consoleError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('window.getComputedStyle(elt, pseudoElt)')) return;
    consoleError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

/** A stand-in for the storage PUT: records requests, reports progress, answers `status`. */
class FakeXhr {
  static requests: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  static status = 200;
  static hold: (() => void) | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  private request = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
  open(method: string, url: string) {
    this.request.method = method;
    this.request.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.request.body = body;
    FakeXhr.requests.push(this.request);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    const finish = () => {
      this.status = FakeXhr.status;
      this.onload?.();
    };
    if (FakeXhr.hold === null) setTimeout(finish, 0);
    else FakeXhr.hold = finish;
  }
}

const headers = [
  { key: 'code', label: 'Code', required: true },
  { key: 'nameJa', label: 'Name (Japanese)', required: true },
  { key: 'email', label: 'E-mail', required: false },
];

function record(rowNumber: number, values: [string, string, string], errors: Partial<Record<'code' | 'nameJa' | 'email', string[]>> = {}, recordErrors: string[] = []): CsvRecord {
  const [code, nameJa, email] = values;
  const cells = { code: { value: code, errors: errors.code ?? [] }, nameJa: { value: nameJa, errors: errors.nameJa ?? [] }, email: { value: email, errors: errors.email ?? [] } };
  return { rowNumber, isValid: Object.values(errors).every((e) => !e?.length) && recordErrors.length === 0, values: cells, recordErrors };
}

function result(records: CsvRecord[], overrides: Partial<CsvImportResult> = {}): CsvImportResult {
  const errorRows = records.filter((r) => !r.isValid);
  return {
    outcome: 'VALIDATED',
    dryrun: true,
    detectedEncoding: 'Shift_JIS',
    headers,
    records,
    recordsTotal: records.length,
    summary: {
      cellsCount: errorRows.reduce((n, r) => n + Object.values(r.values).filter((c) => c.errors.length > 0).length, 0),
      rowsCount: records.length,
      errorRowsCount: errorRows.length,
      headerErrors: [],
    },
    createdCount: records.length,
    updatedCount: 0,
    ...overrides,
  };
}

const validRecords = [record(2, ['TKY-001', '東京本社ビルディング本館', 'tokyo@kanri.example']), record(3, ['OSA-001', '大阪支店', 'osaka@kanri.example'])];
const errorRecords = [
  record(2, ['TKY-001', '東京本社', 'tokyo@kanri.example']),
  record(3, ['OSA-001', '大阪支店', 'not-an-email'], { email: ['Enter a valid e-mail address'] }),
  record(4, ['OSA-001', '名古屋', ''], {}, ['The code OSA-001 appears more than once in the file']),
];

interface Api {
  presign?: unknown;
  dryRun?: (body: Record<string, unknown>) => CsvImportResult | null | ApiError;
  importRun?: (body: Record<string, unknown>) => CsvImportResult | ApiError;
}

function wizardApi(api: Api) {
  const calls: { path: string; method: string; query?: unknown; body?: Record<string, unknown> }[] = [];
  const fetcher: ApiFetcher = async (endpoint, input) => {
    const body = input?.body as Record<string, unknown> | undefined;
    calls.push({ path: endpoint.path, method: endpoint.method, query: input?.query, body });
    if (endpoint.path === '/v2/s3/presigned-url/import-csv') {
      return api.presign ?? { url: '/v2/storage/objects/imports/k1', key: 'imports/k1', method: 'PUT', headers: { 'content-type': 'text/csv' }, expiresAt: '2030-01-01T00:00:00Z' };
    }
    if (endpoint.path === '/v2/places-csv' && endpoint.method === 'POST') {
      const answer = body?.dryrun ? (api.dryRun ?? (() => result(validRecords)))(body) : (api.importRun ?? (() => result(validRecords, { outcome: 'IMPORTED', dryrun: false })))(body!);
      if (answer instanceof ApiError) throw answer;
      return answer;
    }
    if (endpoint.path === '/v2/places' || endpoint.path === '/v2/places-count') return endpoint.path.endsWith('count') ? { count: 0 } : { items: [] };
    throw new Error(`unexpected call ${endpoint.method} ${endpoint.path}`);
  };
  return { calls, fetcher, dryRuns: () => calls.filter((c) => c.method === 'POST' && c.body?.dryrun === true), imports: () => calls.filter((c) => c.method === 'POST' && c.body?.dryrun === false) };
}

function renderWizard(route: string, api: ReturnType<typeof wizardApi>) {
  return renderWithProviders(<CsvImportWizard endpoints={placesCsvEndpoints} listPath="/places" listLabel="Go to places" />, { route, fetcher: api.fetcher });
}

function csvFile(name = 'places.csv', size?: number) {
  const file = new File(['code,name\nTKY-001,東京本社\n'], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function fileInput(container: HTMLElement) {
  return container.querySelector('input[type="file"]') as HTMLInputElement;
}

const where = (router: { state: { location: { search: string; hash: string } } }) => `${router.state.location.search}${router.state.location.hash}`;

beforeEach(() => {
  FakeXhr.requests = [];
  FakeXhr.status = 200;
  FakeXhr.hold = null;
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

describe('CsvImportWizard: URL', () => {
  it('opens the upload step when the hash is missing', async () => {
    const { router } = renderWizard('/places/import-csv', wizardApi({}));
    await waitFor(() => expect(router.state.location.hash).toBe('#upload-file'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('returns a later step without an uploaded file to the upload, keeping the search', async () => {
    const { router } = renderWizard('/places/import-csv?pageSize=20#import-data', wizardApi({}));
    await waitFor(() => expect(where(router)).toBe('?pageSize=20#upload-file'));
    expect(screen.getByText('Drop a CSV file here, or click to choose one')).toBeInTheDocument();
  });

  it('rewrites invalid search values to their defaults', async () => {
    const api = wizardApi({});
    const { router } = renderWizard('/places/import-csv?uploadedFileKey=imports/k1&pageSize=0&pageIndex=x&filterError=yes&processingState=NOPE#preview-file', api);
    await waitFor(() => expect(where(router)).toBe('?uploadedFileKey=imports%2Fk1#preview-file'));
    await screen.findByRole('table', { name: 'File contents' });
    expect(api.dryRuns()[0]!.body).toEqual({ uploadedFileKey: 'imports/k1', dryrun: true, encoding: 'AUTO', pageIndex: 0, pageSize: 100, filterError: false });
  });

  it('sends the import step back to the preview until a dry run passed', async () => {
    const { router } = renderWizard('/places/import-csv?uploadedFileKey=k&processingState=UPLOADED#import-data', wizardApi({}));
    await waitFor(() => expect(router.state.location.hash).toBe('#preview-file'));
  });
});

describe('CsvImportWizard: upload', () => {
  it('uploads one CSV through a presigned URL with progress, then runs the dry run on Next', async () => {
    const api = wizardApi({});
    FakeXhr.hold = () => {};
    const { container, router } = renderWizard('/places/import-csv#upload-file', api);
    await user.upload(fileInput(container), csvFile());

    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading places.csv…')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ path: '/v2/s3/presigned-url/import-csv', query: { filename: 'places.csv', size: expect.any(Number) } });
    expect(FakeXhr.requests[0]).toMatchObject({ method: 'PUT', url: '/v2/storage/objects/imports/k1', headers: { 'content-type': 'text/csv' } });

    act(() => FakeXhr.hold!());
    expect(await screen.findByText('Uploaded: places.csv')).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('?uploadedFileKey=imports%2Fk1&processingState=UPLOADED#upload-file'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#preview-file'));
    expect(await screen.findByText('No errors were found.')).toBeInTheDocument();
    expect(api.dryRuns()).toHaveLength(1);
  });

  it.each([
    ['more than one file', () => [csvFile('a.csv'), csvFile('b.csv')], 'Choose one file only.'],
    ['another type', () => [csvFile('places.xlsx')], 'Choose a CSV file (.csv).'],
    ['a file of 10 MB or more', () => [csvFile('places.csv', csvMaxFileBytes)], 'The file is too large. Choose a CSV file smaller than 10 MB.'],
  ])('refuses %s with its reason and uploads nothing', async (_name, files, message) => {
    const api = wizardApi({});
    const { container } = renderWizard('/places/import-csv#upload-file', api);
    await user.upload(fileInput(container), files());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('says "Failed to get presigned URL" when the answer has no URL', async () => {
    const api = wizardApi({ presign: { key: 'k' } });
    const { container, router } = renderWizard('/places/import-csv#upload-file', api);
    await user.upload(fileInput(container), csvFile());
    expect(await screen.findByText('Failed to get presigned URL')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });

  it('says so when storage refuses the file', async () => {
    FakeXhr.status = 403;
    const { container, router } = renderWizard('/places/import-csv#upload-file', wizardApi({}));
    await user.upload(fileInput(container), csvFile());
    expect(await screen.findByText('The file could not be uploaded. Check your connection and try again.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('CsvImportWizard: preview', () => {
  const previewRoute = '/places/import-csv?uploadedFileKey=k&processingState=UPLOADED#preview-file';

  it('shows the file with row numbers, the detected encoding and cut long cells with their whole text', async () => {
    renderWizard(previewRoute, wizardApi({}));
    const table = await screen.findByRole('table', { name: 'File contents' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(screen.getByText('Shift_JIS (CP932)')).toBeInTheDocument();
    const cut = within(table).getByText('東京本社ビルディング…');
    expect(cut.parentElement).toHaveTextContent('東京本社ビルディング本館');
    await user.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('東京本社ビルディング本館');
    expect(within(table).getByText('大阪支店')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('marks error cells and record errors, and error rows block Next', async () => {
    renderWizard(previewRoute, wizardApi({ dryRun: () => result(errorRecords) }));
    const table = await screen.findByRole('table', { name: 'File contents' });
    expect(screen.getByText('2 rows have errors.')).toBeInTheDocument();
    expect(within(table).getByText('Error: Enter a valid e-mail address')).toBeInTheDocument();
    expect(within(table).getByText('not-an-email').closest('td')!.style.background).not.toBe('');
    expect(within(table).getByText('tokyo@kanri.example').closest('td')!.style.background).toBe('');
    expect(within(table).getByText('The code OSA-001 appears more than once in the file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('blocks Next on header errors and shows them', async () => {
    renderWizard(previewRoute, wizardApi({ dryRun: () => result(validRecords, { summary: { cellsCount: 0, rowsCount: 2, errorRowsCount: 0, headerErrors: ['The required column "Code" is missing'] } }) }));
    expect(await screen.findByText('The required column "Code" is missing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows only error rows with filterError, in the URL and in the call', async () => {
    const api = wizardApi({ dryRun: (body) => (body.filterError ? result(errorRecords.filter((r) => !r.isValid), { summary: result(errorRecords).summary }) : result(errorRecords)) });
    const { router } = renderWizard(previewRoute, api);
    await screen.findByRole('table', { name: 'File contents' });
    await user.click(screen.getByRole('switch', { name: 'Show error rows only' }));
    await waitFor(() => expect(router.state.location.search).toContain('filterError=true'));
    const table = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(within(table).queryByText('TKY-001')).not.toBeInTheDocument();
    expect(within(table).getByText('not-an-email')).toBeInTheDocument();
    expect(api.dryRuns().at(-1)!.body).toMatchObject({ filterError: true, pageIndex: 0 });
    expect(router.state.location.hash).toBe('#preview-file');
  });

  it('pages by pageSize and pageIndex from the URL', async () => {
    const many = Array.from({ length: 25 }, (_, i) => record(i + 2, [`C-${i}`, `Place ${i}`, '']));
    const api = wizardApi({ dryRun: (body) => result(many.slice((body.pageIndex as number) * (body.pageSize as number), ((body.pageIndex as number) + 1) * (body.pageSize as number)), { recordsTotal: 25, summary: { cellsCount: 0, rowsCount: 25, errorRowsCount: 0, headerErrors: [] } }) });
    const { router } = renderWizard('/places/import-csv?uploadedFileKey=k&pageSize=10#preview-file', api);
    const table = await screen.findByRole('table', { name: 'File contents' });
    expect(within(table).getByText('C-9')).toBeInTheDocument();
    expect(within(table).queryByText('C-10')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toContain('pageIndex=1'));
    expect(await within(table).findByText('C-10')).toBeInTheDocument();
    expect(api.dryRuns().at(-1)!.body).toMatchObject({ pageIndex: 1, pageSize: 10 });
    expect(router.state.location.hash).toBe('#preview-file');
  });

  it('says "No data returned from API" when the dry run answers nothing', async () => {
    renderWizard(previewRoute, wizardApi({ dryRun: () => null }));
    expect(await screen.findByText('No data returned from API')).toBeInTheDocument();
  });
});

describe('CsvImportWizard: import', () => {
  const previewRoute = '/places/import-csv?uploadedFileKey=k&processingState=UPLOADED#preview-file';

  it('imports on Next and shows the completion dialog linking to the list', async () => {
    const api = wizardApi({ importRun: () => result(validRecords, { outcome: 'IMPORTED', dryrun: false, createdCount: 1, updatedCount: 1 }) });
    const { router } = renderWizard(previewRoute, api);
    await screen.findByText('No errors were found.');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog', { name: 'Import completed' });
    expect(dialog).toHaveTextContent('1 row was added and 1 row was updated.');
    expect(api.imports()[0]!.body).toMatchObject({ uploadedFileKey: 'k', dryrun: false });
    await waitFor(() => expect(where(router)).toBe('?uploadedFileKey=k&processingState=IMPORTED#import-data'));

    const link = within(dialog).getByRole('link', { name: 'Go to places' });
    expect(link).toHaveAttribute('href', '/places');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/places'));
  });

  it('says that nothing was imported and lists the failing rows when the import is rejected', async () => {
    const failing = [record(3, ['OSA-001', '大阪支店', 'osaka@kanri.example'], {}, ['The code OSA-001 is already used by another place'])];
    const api = wizardApi({ importRun: () => result(failing, { outcome: 'REJECTED', dryrun: false, createdCount: 0, summary: { cellsCount: 0, rowsCount: 2, errorRowsCount: 1, headerErrors: [] } }) });
    renderWizard(previewRoute, api);
    await screen.findByText('No errors were found.');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    expect(screen.getByText(/1 row could not be imported, so no data was changed/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows that could not be imported' });
    expect(within(table).getByText('The code OSA-001 is already used by another place')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says that nothing was imported when the call fails, and retries', async () => {
    let fail = true;
    const api = wizardApi({
      importRun: () => (fail ? new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'The database is not reachable' }) : result(validRecords, { outcome: 'IMPORTED', dryrun: false })),
    });
    renderWizard(previewRoute, api);
    await screen.findByText('No errors were found.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The database is not reachable')).toBeInTheDocument();
    expect(screen.getByText('Nothing was imported')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Import completed' })).toBeInTheDocument();
  });

  it('does not import again after a reload of the completed import', async () => {
    const api = wizardApi({});
    renderWizard('/places/import-csv?uploadedFileKey=k&processingState=IMPORTED#import-data', api);
    expect(await screen.findByText('This file has been imported.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to places' })).toHaveAttribute('href', '/places');
    expect(api.imports()).toHaveLength(0);
  });
});
