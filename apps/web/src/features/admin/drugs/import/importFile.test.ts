import { describe, expect, it } from 'vitest';
import { DRUG_IMPORT_MAX_BYTES } from '@dawa/shared/drugImport';
import { XLSX_MIME, checkImportFile, importFileKind, uploadContentType } from './importFile';

describe('importFileKind', () => {
  it('goes by the extension first, then the MIME type', () => {
    expect(importFileKind('drugs.CSV', 'application/vnd.ms-excel')).toBe('csv');
    expect(importFileKind('drugs.xlsx', '')).toBe('xlsx');
    expect(importFileKind('export', 'text/csv; charset=utf-8')).toBe('csv');
    expect(importFileKind('export', XLSX_MIME)).toBe('xlsx');
    expect(importFileKind('drugs.txt', 'text/plain')).toBeNull();
    expect(importFileKind('drugs.xls', 'application/vnd.ms-excel')).toBeNull();
  });
});

describe('checkImportFile', () => {
  it('refuses the wrong type, an empty file and an oversized one (SPEC §5)', () => {
    expect(checkImportFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual({
      error: 'importInvalidType',
    });
    expect(checkImportFile({ name: 'drugs.csv', type: 'text/csv', size: 0 })).toEqual({
      error: 'importEmptyFile',
    });
    expect(
      checkImportFile({ name: 'drugs.csv', type: 'text/csv', size: DRUG_IMPORT_MAX_BYTES + 1 }),
    ).toEqual({ error: 'importTooLarge' });
    expect(checkImportFile({ name: 'drugs.csv', type: '', size: 120 })).toBeNull();
  });
});

describe('uploadContentType', () => {
  it('sends the browser type, or one from the extension, or octet-stream', () => {
    expect(uploadContentType({ name: 'a.csv', type: 'application/vnd.ms-excel' })).toBe(
      'application/vnd.ms-excel',
    );
    expect(uploadContentType({ name: 'a.csv', type: '' })).toBe('text/csv');
    expect(uploadContentType({ name: 'a.xlsx', type: '' })).toBe(XLSX_MIME);
    expect(uploadContentType({ name: 'a', type: '' })).toBe('application/octet-stream');
  });
});
