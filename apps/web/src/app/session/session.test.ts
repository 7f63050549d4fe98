import { afterEach, describe, expect, it, vi } from 'vitest';

const signedIn = { user: { id: 'u1', name: 'Mona Adel', email: 'mona@example.com' } };

/** Answers get-session with each given response in turn (`'offline'` rejects). */
function serverAnswers(...answers: (Response | 'offline')[]) {
  const fetchMock = vi.fn(() => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected get-session call');
    return next === 'offline'
      ? Promise.reject(new TypeError('fetch failed'))
      : Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fresh copy of the store: it keeps its state at module level. */
async function freshStore() {
  vi.resetModules();
  return import('./session');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('publishes the signed-in user, then null once the server says signed out', async () => {
    serverAnswers(Response.json(signedIn), Response.json(null));
    const store = await freshStore();
    expect(await store.getSession()).toEqual(signedIn);
    expect(await store.refreshSession()).toBeNull();
    expect(await store.getSession()).toBeNull();
  });

  it('keeps a known session when a later check fails (server error or offline)', async () => {
    serverAnswers(Response.json(signedIn), new Response('busy', { status: 503 }), 'offline');
    const store = await freshStore();
    await store.getSession();
    expect(await store.refreshSession()).toEqual(signedIn);
    expect(await store.refreshSession()).toEqual(signedIn);
  });

  it('counts a first check that fails as signed out, so public pages still work', async () => {
    serverAnswers('offline');
    const store = await freshStore();
    expect(await store.getSession()).toBeNull();
  });

  it('clears at once on sign-out, without asking the server', async () => {
    const fetchMock = serverAnswers(Response.json(signedIn));
    const store = await freshStore();
    await store.getSession();
    store.clearSession();
    expect(await store.getSession()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
