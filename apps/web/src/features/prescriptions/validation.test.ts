import { describe, expect, it } from 'vitest';
import { formFieldErrors } from '../../app/forms/fieldErrors';
import { prescriptionFieldError, prescriptionFieldOf } from './validation';

describe('prescription form rules', () => {
  it('uses the shared rules and catalogue keys', () => {
    expect(prescriptionFieldError('title', 'ab')).toBe('invalidTitle');
    expect(prescriptionFieldError('title', 'A case')).toBeUndefined();
    expect(prescriptionFieldError('description', 'short')).toBe('invalidDescription');
  });

  it('maps server field errors to the form fields', () => {
    expect(
      formFieldErrors(
        [
          { path: 'data.title', message: 'invalidTitle' },
          { path: 'imageUploadId', message: 'uploadNotFound' },
          { path: 'quota', message: 'prescriptionQuota' },
        ],
        prescriptionFieldOf,
      ),
    ).toEqual(
      new Map([
        ['title', 'invalidTitle'],
        ['imageUploadId', 'uploadNotFound'],
      ]),
    );
  });
});
