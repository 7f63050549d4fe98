import { useSyncExternalStore } from 'react';
import { SESSION_PATH } from '@dawa/shared/appPaths';

/** The fields of better-auth's session user that the web app reads. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified?: boolean;
  image?: string | null;
}

export interface Session {
  user: SessionUser;
}

/** `undefined` while the first check runs (SPEC §4 "initialising"), `null` when signed out. */
export type SessionState = Session | null | undefined;

const listeners = new Set<() => void>();
let current: SessionState;
let pending: Promise<Session | null> | undefined;

function publish(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const user: unknown = (value as Record<string, unknown>).user;
  if (typeof user !== 'object' || user === null) return false;
  const { id, name, email } = user as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' && typeof email === 'string';
}

/** The server's answer, or `undefined` when it could not give one (offline, 5xx). */
async function fetchSession(): Promise<Session | null | undefined> {
  try {
    // A plain fetch keeps the better-auth client off the first paint. Same origin, default
    // options: a sign-in page's HTML preloads this very request (crossorigin="anonymous"), and
    // the browser hands it over only when mode, credentials and headers match.
    const response = await fetch(SESSION_PATH);
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isSession(body) ? body : null;
  } catch {
    return undefined;
  }
}

/**
 * Asks the server again, e.g. after sign-in, and publishes the answer. A failed check keeps
 * what was known (a blip must not sign the user out of the page); a first check that fails
 * counts as signed out, so public pages still work.
 */
export function refreshSession(): Promise<Session | null> {
  const request = fetchSession().then((answer) => {
    const session = answer === undefined ? (current ?? null) : answer;
    if (pending === request) publish(session);
    return session;
  });
  pending = request;
  return request;
}

/** The session for the route guard; waits for the first check only once. */
export function getSession(): Promise<Session | null> {
  return pending ?? refreshSession();
}

/** Clears the local state at once (sign-out), before the server round trip confirms it. */
export function clearSession(): void {
  pending = Promise.resolve(null);
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session; starts the first check when nothing asked yet. */
export function useSession(): SessionState {
  if (!pending) void getSession();
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
