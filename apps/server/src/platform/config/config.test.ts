import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { serverRoot } from './paths';

describe('config', () => {
  it('runs on the embedded defaults with no environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('honours PORT and DATA_DIR, and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/dawa-x', REDIS_URL: '' });
    expect(config.PORT).toBe(4100);
    expect(config.dataDir).toBe('/tmp/dawa-x');
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ S3_BUCKET: 'only-one' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('trusts a number of proxies or their addresses, never any client', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe/);
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.example', '-1'])
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
  });

  it('trusts the cookie from PUBLIC_URL and the ALLOWED_ORIGINS only', () => {
    expect(loadConfig({ PORT: '4000' }).trustedOrigins).toEqual(['http://localhost:4000']);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://dawa.example/',
        ALLOWED_ORIGINS: 'https://admin.dawa.example, http://localhost:5173,https://dawa.example',
      }).trustedOrigins,
    ).toEqual(['https://dawa.example', 'https://admin.dawa.example', 'http://localhost:5173']);
    for (const wrong of ['*', 'dawa.example', 'https://dawa.example/app', 'javascript:alert(1)'])
      expect(() => loadConfig({ ALLOWED_ORIGINS: wrong })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('stops the process with that message at boot', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot(),
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
  });
});
