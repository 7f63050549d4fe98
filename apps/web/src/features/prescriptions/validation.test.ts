import { describe, expect, it } from 'vitest';
import { prescriptionFieldError, prescriptionFieldErrors, quotaLimit } from './validation';

describe('prescription form rules', () => {
  it('uses the shared rules and catalogue keys', () => {
    expect(prescriptionFieldError('title', 'ab')).toBe('invalidTitle');
    expect(prescriptionFieldError('title', 'A case')).toBeUndefined();
    expect(prescriptionFieldError('description', 'short')).toBe('invalidDescription');
  });

  it('maps server field errors and the quota', () => {
    expect(
      prescriptionFieldErrors([
        { path: 'data.title', message: 'invalidTitle' },
        { path: 'quota', message: 'prescriptionQuota' },
      ]),
    ).toEqual([{ field: 'title', key: 'invalidTitle' }]);
    expect(
      quotaLimit([{ path: 'quota', message: 'prescriptionQuota', params: { limit: 3 } }]),
    ).toBe(3);
    expect(quotaLimit([])).toBeNull();
  });
});
