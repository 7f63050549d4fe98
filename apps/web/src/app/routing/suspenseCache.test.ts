import { describe, expect, it } from 'vitest';
import { cachedPromise, tracked } from './suspenseCache';

describe('cachedPromise', () => {
  it('gives one promise per owner and key, marked with its outcome for React’s use', async () => {
    const owner = {};
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const first = cachedPromise(owner, 'en', load);
    expect(cachedPromise(owner, 'en', load)).toBe(first);
    expect(cachedPromise(owner, 'ar', load)).not.toBe(first);
    expect(cachedPromise({}, 'en', load)).not.toBe(first);
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: 1 });
  });

  it('forgets a failed load, so the next render tries again', async () => {
    const owner = {};
    let calls = 0;
    const load = () =>
      ++calls === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve('in');
    const failed = cachedPromise(owner, 'en', load);
    await expect(failed).rejects.toThrow('offline');
    expect(failed).toMatchObject({ status: 'rejected' });
    await expect(cachedPromise(owner, 'en', load)).resolves.toBe('in');
    expect(calls).toBe(2);
  });
});

describe('tracked', () => {
  it('marks a promise once, however often it is asked', async () => {
    const promise = Promise.resolve('texts');
    expect(tracked(promise)).toBe(promise);
    expect(tracked(promise)).toBe(promise);
    await promise;
    await Promise.resolve();
    expect(promise).toMatchObject({ status: 'fulfilled', value: 'texts' });
  });
});
