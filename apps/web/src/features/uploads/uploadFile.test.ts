import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@dawa/shared/uploads';
import { checkImageFile, refusalProblem } from './uploadFile';

describe('image upload checks', () => {
  it('refuses empty, oversize and non-image files before sending', () => {
    expect(checkImageFile({ name: 'a.png', size: 0, type: 'image/png' })?.key).toBe(
      'imageRequired',
    );
    expect(
      checkImageFile({ name: 'a.png', size: UPLOAD_MAX_BYTES + 1, type: 'image/png' }),
    ).toEqual({
      key: 'fileTooLarge',
      params: { max: '10 MB', formats: 'JPEG, PNG, WebP', ratio: '20:1' },
    });
    expect(checkImageFile({ name: 'a.gif', size: 10, type: 'image/gif' })?.key).toBe(
      'invalidFormat',
    );
    expect(checkImageFile({ name: 'a.webp', size: 10, type: '' })).toBeNull();
    expect(checkImageFile({ name: 'a.jpg', size: 10, type: 'image/jpeg' })).toBeNull();
  });

  it('reads the route’s refusals by code', () => {
    expect(
      refusalProblem(400, {
        code: 'VALIDATION',
        fieldErrors: [{ path: 'file', message: 'invalidFormat' }],
        params: { formats: 'JPEG, PNG, WebP' },
      }).key,
    ).toBe('invalidFormat');
    expect(refusalProblem(413, { code: 'VALIDATION' }).key).toBe('fileTooLarge');
    expect(
      refusalProblem(400, {
        code: 'VALIDATION',
        fieldErrors: [{ path: 'file', message: 'imageShapeUnsupported' }],
        params: { max: '16384 px', ratio: '20:1' },
      }),
    ).toEqual({
      key: 'imageShapeUnsupported',
      params: { max: '16384 px', formats: 'JPEG, PNG, WebP', ratio: '20:1' },
    });
    expect(refusalProblem(429, { code: 'RATE_LIMITED' }).key).toBe('rateLimited');
    expect(refusalProblem(401, null).key).toBe('signIn');
    expect(refusalProblem(500, {}).key).toBe('failed');
  });
});
