import type { AuthClient } from './authClient';

/** Loads the better-auth client on demand (see authClient.ts). */
export async function loadAuthClient(): Promise<AuthClient> {
  const module = await import('./authClient');
  return module.authClient;
}
