import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@dawa/shared/importer';
import {
  XLSX_MIME,
  checkImportFile,
  importAccept,
  importFileKind,
  uploadContentType,
} from './importFile';

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
  it('takes .xlsx only, but for the drug price list’s CSV (SPEC §5)', () => {
    expect(checkImportFile('cities', { name: 'cities.csv', type: 'text/csv', size: 10 })).toEqual({
      error: 'importOnlyXlsx',
    });
    expect(checkImportFile('cities', { name: 'c', type: XLSX_MIME, size: 10 })).toBeNull();
    expect(checkImportFile('drugs', { name: 'drugs.csv', type: '', size: 120 })).toBeNull();
    expect(checkImportFile('drugs', { name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual({
      error: 'importInvalidType',
    });
  });

  it('refuses an empty file and an oversized one', () => {
    expect(checkImportFile('cities', { name: 'c.xlsx', type: '', size: 0 })).toEqual({
      error: 'importEmptyFile',
    });
    expect(
      checkImportFile('cities', { name: 'c.xlsx', type: '', size: IMPORT_MAX_BYTES + 1 }),
    ).toEqual({ error: 'importTooLarge' });
  });
});

describe('importAccept', () => {
  it('lists the entity’s formats for the file chooser', () => {
    expect(importAccept('cities')).toBe(`.xlsx,${XLSX_MIME}`);
    expect(importAccept('drugs')).toBe(`.xlsx,${XLSX_MIME},.csv,text/csv`);
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
