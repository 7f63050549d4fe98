import { afterEach, describe, expect, it, vi } from 'vitest';
import { countedFetch, pendingRequests } from './pendingRequests';

describe('countedFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts a request until its answer starts, failed ones too', async () => {
    const answers: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
    vi.stubGlobal(
      'fetch',
      () => new Promise<Response>((resolve, reject) => answers.push({ resolve, reject })),
    );
    const first = countedFetch('/graphql');
    const second = countedFetch('/graphql').catch(() => undefined);
    expect(pendingRequests()).toBe(2);
    answers[0]!.resolve(new Response('{}'));
    await first;
    expect(pendingRequests()).toBe(1);
    answers[1]!.reject(new TypeError('Failed to fetch'));
    await second;
    expect(pendingRequests()).toBe(0);
  });
});
