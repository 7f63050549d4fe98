import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The signing secret: AUTH_SECRET when set (required in production); otherwise one made on
 * first start and kept in DATA_DIR, so sessions survive a restart of the embedded setup.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string | null): string {
  if (configured) return configured;
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
