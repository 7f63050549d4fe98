import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { resolveVapidKeys } from './vapid';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const PRIVATE_KEY = 'C'.repeat(43);

describe('resolveVapidKeys', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dawa-vapid-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('makes one pair on first start outside production and reads it back after a restart', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveVapidKeys(config, dir);
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first?.subject).toBe('mailto:support@dawa.example');
    const file = path.join(dir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A restart (or a second process sharing DATA_DIR) signs with the same pair.
    expect(resolveVapidKeys(loadConfig({ DATA_DIR: dir }), dir)).toEqual(first);
    expect(readdirSync(dir)).toEqual(['vapid-keys.json']);
  });

  it('uses the configured pair, in production too', () => {
    const dir = dataDir();
    const keys = resolveVapidKeys(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 's'.repeat(40),
        VAPID_PUBLIC_KEY: PUBLIC_KEY,
        VAPID_PRIVATE_KEY: PRIVATE_KEY,
        VAPID_SUBJECT: 'https://dawa.example/contact',
      }),
      dir,
    );
    expect(keys).toEqual({
      publicKey: PUBLIC_KEY,
      privateKey: PRIVATE_KEY,
      subject: 'https://dawa.example/contact',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('turns push off in production without configured keys, making none', () => {
    const dir = dataDir();
    const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) });
    expect(resolveVapidKeys(config, dir)).toBeNull();
    expect(resolveVapidKeys(config, null)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });
});
