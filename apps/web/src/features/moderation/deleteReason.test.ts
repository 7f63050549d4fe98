import { describe, expect, it } from 'vitest';
import { deactivationReasonSchema } from '@dawa/shared/prescriptionInput';
import {
  REASON_MAX,
  REASON_MIN,
  composeReason,
  detailsMaxLength,
  reasonProblem,
} from './deleteReason';

const preset = 'Not a medical case';

describe('composeReason', () => {
  it('sends the preset alone, with details, or the details alone for "other"', () => {
    expect(composeReason(preset, '')).toBe(preset);
    expect(composeReason(preset, '  Please post a case.  ')).toBe(
      `${preset} — Please post a case.`,
    );
    expect(composeReason(null, '  Wrong section ')).toBe('Wrong section');
  });
});

describe('reasonProblem', () => {
  it('requires a choice', () => {
    expect(reasonProblem(undefined, null, 'text')).toBe('reasonRequired');
  });

  it('accepts a preset without details', () => {
    expect(reasonProblem('notMedical', preset, '')).toBeNull();
  });

  it('requires details for "other", at the server minimum', () => {
    expect(reasonProblem('other', null, '')).toBe('detailsRequired');
    expect(reasonProblem('other', null, ' ab ')).toBe('detailsRequired');
    expect(reasonProblem('other', null, 'abc')).toBeNull();
  });

  it('refuses more than the server takes, preset included', () => {
    const room = detailsMaxLength(preset);
    expect(reasonProblem('notMedical', preset, 'x'.repeat(room))).toBeNull();
    expect(reasonProblem('notMedical', preset, 'x'.repeat(room + 1))).toBe('tooLong');
    expect(reasonProblem('other', null, 'x'.repeat(REASON_MAX + 1))).toBe('tooLong');
  });

  it('agrees with the server schema on what it sends', () => {
    expect(REASON_MIN).toBe(3);
    expect(REASON_MAX).toBe(500);
    const full = composeReason(preset, 'x'.repeat(detailsMaxLength(preset)));
    expect(deactivationReasonSchema.safeParse(full).success).toBe(true);
  });
});
