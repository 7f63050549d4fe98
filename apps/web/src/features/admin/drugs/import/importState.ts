import type { DrugImportPreview } from '@dawa/shared/drugImport';
import type { ImportOutcome } from './importClient';
import type { ChosenFile, ImportFileProblem } from './importFile';

/**
 * The import screen (SPEC §4 "import: rows pending, imported or error; … reset or
 * discarded"): choose a file, check it (dry run), import it with progress, see the result.
 */
export type ImportState =
  | { step: 'empty'; problem: ImportFileProblem | null }
  | { step: 'chosen'; file: ChosenFile; problem: ImportFileProblem | null }
  | { step: 'checking'; file: ChosenFile }
  | { step: 'checked'; file: ChosenFile; preview: DrugImportPreview }
  | {
      step: 'importing';
      file: ChosenFile;
      preview: DrugImportPreview;
      done: number;
      total: number;
    }
  | { step: 'finished'; file: ChosenFile; preview: DrugImportPreview; outcome: ImportOutcome };

export type ImportAction =
  /** The chosen file was refused before sending anything (type, size, empty). */
  | { type: 'refuseChoice'; problem: ImportFileProblem }
  | { type: 'choose'; file: ChosenFile }
  | { type: 'check' }
  | { type: 'checked'; preview: DrugImportPreview }
  /** The server refused the file as a whole. */
  | { type: 'refused'; problem: ImportFileProblem }
  | { type: 'import' }
  | { type: 'progress'; done: number; total: number }
  | { type: 'finish'; outcome: ImportOutcome }
  /** The request failed without an answer about the file: back to the step before it. */
  | { type: 'abandon' }
  | { type: 'reset' };

export const INITIAL_IMPORT_STATE: ImportState = { step: 'empty', problem: null };

/** Actions that do not fit the current step (a late answer, say) leave the state as it is. */
export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'refuseChoice':
      return state.step === 'checking' || state.step === 'importing'
        ? state
        : { step: 'empty', problem: action.problem };
    case 'choose':
      return state.step === 'checking' || state.step === 'importing'
        ? state
        : { step: 'chosen', file: action.file, problem: null };
    case 'check':
      return state.step === 'chosen' || state.step === 'checked'
        ? { step: 'checking', file: state.file }
        : state;
    case 'checked':
      return state.step === 'checking'
        ? { step: 'checked', file: state.file, preview: action.preview }
        : state;
    case 'refused':
      return state.step === 'checking' || state.step === 'importing'
        ? { step: 'chosen', file: state.file, problem: action.problem }
        : state;
    case 'import':
      return state.step === 'checked' && state.preview.valid > 0
        ? {
            step: 'importing',
            file: state.file,
            preview: state.preview,
            done: 0,
            total: state.preview.valid,
          }
        : state;
    case 'progress':
      return state.step === 'importing'
        ? { ...state, done: Math.min(action.done, action.total), total: action.total }
        : state;
    case 'finish':
      return state.step === 'importing'
        ? { step: 'finished', file: state.file, preview: state.preview, outcome: action.outcome }
        : state;
    case 'abandon':
      if (state.step === 'checking') return { step: 'chosen', file: state.file, problem: null };
      if (state.step === 'importing') {
        return { step: 'checked', file: state.file, preview: state.preview };
      }
      return state;
    case 'reset':
      return INITIAL_IMPORT_STATE;
  }
}

/** Progress in percent, whole numbers; an empty import is complete. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** The step shown as current: 0 choose, 1 check, 2 import (3 when all are done). */
export function currentStep(state: ImportState): number {
  switch (state.step) {
    case 'empty':
      return 0;
    case 'chosen':
    case 'checking':
      return 1;
    case 'checked':
    case 'importing':
      return 2;
    case 'finished':
      return 3;
  }
}
