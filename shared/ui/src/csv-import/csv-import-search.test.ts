import { parseListSearch, canonicalListSearchParams } from '../list-search/use-list-search';
import { csvImportSearchSchema, csvImportStepFromHash, csvImportStepGuard } from './csv-import-search';

const parse = (query: string) => parseListSearch(csvImportSearchSchema, new URLSearchParams(query));

describe('csvImportSearchSchema', () => {
  it('reads the defaults from an empty search', () => {
    expect(parse('')).toEqual({ uploadedFileKey: undefined, processingState: undefined, pageSize: 100, pageIndex: 0, filterError: false });
  });

  it('keeps valid values', () => {
    expect(parse('uploadedFileKey=imports/a.csv&processingState=VALIDATED&pageSize=20&pageIndex=3&filterError=true')).toEqual({
      uploadedFileKey: 'imports/a.csv',
      processingState: 'VALIDATED',
      pageSize: 20,
      pageIndex: 3,
      filterError: true,
    });
  });

  it('falls back to the default of each invalid value and says how to rewrite the URL', () => {
    const query = 'uploadedFileKey=k&processingState=DONE&pageSize=5000&pageIndex=-1&filterError=maybe';
    expect(parse(query)).toEqual({ uploadedFileKey: 'k', processingState: undefined, pageSize: 100, pageIndex: 0, filterError: false });
    expect(canonicalListSearchParams(csvImportSearchSchema, new URLSearchParams(query))?.toString()).toBe('uploadedFileKey=k');
  });
});

describe('csvImportStepFromHash', () => {
  it('reads the three steps and falls back to the upload', () => {
    expect(csvImportStepFromHash('#preview-file')).toBe('preview-file');
    expect(csvImportStepFromHash('#import-data')).toBe('import-data');
    expect(csvImportStepFromHash('')).toBe('upload-file');
    expect(csvImportStepFromHash('#done')).toBe('upload-file');
  });
});

describe('csvImportStepGuard', () => {
  it('returns a later step without an uploaded file to the upload', () => {
    expect(csvImportStepGuard('preview-file', { uploadedFileKey: undefined, processingState: undefined })).toBe('upload-file');
    expect(csvImportStepGuard('import-data', { uploadedFileKey: undefined, processingState: 'VALIDATED' })).toBe('upload-file');
  });

  it('shows the preview once a file is uploaded', () => {
    expect(csvImportStepGuard('preview-file', { uploadedFileKey: 'k', processingState: 'UPLOADED' })).toBe('preview-file');
  });

  it('lets the import step open only after a clean dry run', () => {
    expect(csvImportStepGuard('import-data', { uploadedFileKey: 'k', processingState: 'UPLOADED' })).toBe('preview-file');
    expect(csvImportStepGuard('import-data', { uploadedFileKey: 'k', processingState: 'VALIDATED' })).toBe('import-data');
    expect(csvImportStepGuard('import-data', { uploadedFileKey: 'k', processingState: 'IMPORTED' })).toBe('import-data');
  });
});
