import { describe, expect, it } from 'vitest';
import type { DrugImportPreview } from '@dawa/shared/drugImport';
import type { ChosenFile } from './importFile';
import {
  INITIAL_IMPORT_STATE,
  currentStep,
  importReducer,
  progressPercent,
  type ImportAction,
  type ImportState,
} from './importState';

const file: ChosenFile = {
  name: 'drugs.csv',
  type: 'text/csv',
  size: 3,
  bytes: new ArrayBuffer(3),
};
const preview: DrugImportPreview = {
  layout: 'drugsEg',
  total: 3,
  valid: 2,
  invalid: 1,
  errors: [{ line: 3, path: 'price', message: 'invalidPrice' }],
};

function run(...actions: ImportAction[]): ImportState {
  return actions.reduce(importReducer, INITIAL_IMPORT_STATE);
}

describe('importReducer', () => {
  it('goes choose → check → import → done', () => {
    const steps: ImportState[] = [];
    let state = INITIAL_IMPORT_STATE;
    for (const action of [
      { type: 'choose', file },
      { type: 'check' },
      { type: 'checked', preview },
      { type: 'import' },
      { type: 'progress', done: 1, total: 2 },
      { type: 'finish', outcome: { type: 'done', imported: 2, skipped: 1 } },
    ] satisfies ImportAction[]) {
      state = importReducer(state, action);
      steps.push(state);
    }
    expect(steps.map((s) => s.step)).toEqual([
      'chosen',
      'checking',
      'checked',
      'importing',
      'importing',
      'finished',
    ]);
    expect(steps[3]).toMatchObject({ done: 0, total: 2 });
    expect(steps[4]).toMatchObject({ done: 1, total: 2 });
    expect(steps.map(currentStep)).toEqual([1, 1, 2, 2, 2, 3]);
  });

  it('keeps the file with the reason when the server refuses it', () => {
    const state = run(
      { type: 'choose', file },
      { type: 'check' },
      { type: 'refused', problem: { error: 'importInvalidFile', missingColumns: ['price'] } },
    );
    expect(state).toEqual({
      step: 'chosen',
      file,
      problem: { error: 'importInvalidFile', missingColumns: ['price'] },
    });
    // Choosing another file clears the message.
    expect(importReducer(state, { type: 'choose', file })).toEqual({
      step: 'chosen',
      file,
      problem: null,
    });
  });

  it('shows a file refused before sending without keeping it', () => {
    expect(
      run(
        { type: 'choose', file },
        { type: 'refuseChoice', problem: { error: 'importInvalidType' } },
      ),
    ).toEqual({ step: 'empty', problem: { error: 'importInvalidType' } });
  });

  it('goes back a step when a request fails without an answer', () => {
    expect(run({ type: 'choose', file }, { type: 'check' }, { type: 'abandon' }).step).toBe(
      'chosen',
    );
    expect(
      run(
        { type: 'choose', file },
        { type: 'check' },
        { type: 'checked', preview },
        { type: 'import' },
        { type: 'abandon' },
      ).step,
    ).toBe('checked');
  });

  it('ignores actions that do not fit the step', () => {
    expect(run({ type: 'import' })).toEqual(INITIAL_IMPORT_STATE);
    expect(run({ type: 'checked', preview })).toEqual(INITIAL_IMPORT_STATE);
    // Nothing to import when every row has errors.
    const nothingValid = run(
      { type: 'choose', file },
      { type: 'check' },
      { type: 'checked', preview: { ...preview, valid: 0, invalid: 3 } },
      { type: 'import' },
    );
    expect(nothingValid.step).toBe('checked');
    // A file chosen while checking does not replace the one being checked.
    expect(run({ type: 'choose', file }, { type: 'check' }, { type: 'choose', file }).step).toBe(
      'checking',
    );
  });

  it('resets to the start', () => {
    expect(run({ type: 'choose', file }, { type: 'reset' })).toEqual(INITIAL_IMPORT_STATE);
  });
});

describe('progressPercent', () => {
  it('is a whole percentage, complete for an empty import', () => {
    expect(progressPercent(0, 1200)).toBe(0);
    expect(progressPercent(500, 1200)).toBe(41);
    expect(progressPercent(1200, 1200)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });
});
