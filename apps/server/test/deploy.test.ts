import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { haproxyConfig } from '../cluster/haproxy';
import { findHaproxy } from '../cluster/cluster';
import { CONFIG_VARIABLES } from '../src/platform/config/config';
import { serverRoot } from '../src/platform/config/paths';

const root = path.resolve(serverRoot(), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const json = <T>(file: string) => JSON.parse(read(file)) as T;

type Manifest = {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: Record<string, unknown>;
};

/** A path into parsed YAML, failing the test with the path when it is missing. */
function at(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null || !(key in current))
      throw new Error(`missing ${keys.join('.')}`);
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The deployment files (docs/deploy.md), checked here as Docker is not on CI. */
describe('deployment files', () => {
  const shutdownSeconds = (env: Record<string, string>) =>
    Number(env.DRAIN_SECONDS ?? 0) + Number(env.SHUTDOWN_TIMEOUT_SECONDS ?? 10);

  it('build a multi-stage, non-root image with a health check and the server’s own settings', () => {
    const dockerfile = read('Dockerfile');
    const stages = dockerfile.match(/^FROM /gm) ?? [];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace @dawa\/server/);
    // The server finds its root by drizzle.config.ts and applies the drizzle migrations.
    expect(final).toContain('apps/server/drizzle.config.ts');
    expect(final).toMatch(/^COPY apps\/server\/drizzle apps\/server\/drizzle$/m);

    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(final)?.[1] ?? '[]') as string[];
    expect(command).toEqual([
      'node',
      ...json<string[]>('apps/server/node-args.json'),
      '--enable-source-maps',
      'apps/server/dist/main.js',
    ]);
    for (const [name, value] of Object.entries(
      json<Record<string, string>>('apps/server/process-env.json'),
    ))
      expect(final).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
    for (const variable of [...final.matchAll(/^\s+([A-Z_]+)=/gm)].map((match) => match[1]))
      expect([...CONFIG_VARIABLES, 'MALLOC_ARENA_MAX']).toContain(variable);

    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.git', '.env']));
  });

  it('describe a compose site of two instances behind HAProxy on PostgreSQL, Redis and MinIO', () => {
    const compose = parse(read('deploy/compose.yml'), { merge: true }) as {
      services: Record<string, Record<string, unknown>>;
    };
    const services = compose.services;
    expect(Object.keys(services).sort()).toEqual(
      ['app1', 'app2', 'bucket', 'lb', 'minio', 'postgres', 'redis'].sort(),
    );
    for (const name of ['app1', 'app2']) {
      const env = at(services, name, 'environment') as Record<string, string>;
      for (const variable of Object.keys(env)) expect(CONFIG_VARIABLES).toContain(variable);
      for (const required of [
        'DATABASE_URL',
        'REDIS_URL',
        'S3_ENDPOINT',
        'AUTH_SECRET',
        'PUBLIC_URL',
      ])
        expect(env[required]).toBeTruthy();
      expect(env.TRUST_PROXY).toMatch(/1/);
      expect(at(services, name, 'build', 'dockerfile')).toBe('Dockerfile');
      expect(Number.parseInt(String(at(services, name, 'stop_grace_period')))).toBeGreaterThan(
        shutdownSeconds({ DRAIN_SECONDS: '5' }),
      );
    }
    for (const name of ['postgres', 'redis', 'minio'])
      expect(at(services, name, 'healthcheck')).toBeTruthy();
    expect(at(services, 'lb', 'volumes')).toEqual([
      './haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    ]);

    // deploy/haproxy.cfg is the cluster's own configuration, for these two services.
    expect(read('deploy/haproxy.cfg')).toBe(
      haproxyConfig({
        bind: ':80',
        dockerDns: true,
        servers: ['app1', 'app2'].map((name) => ({ name, address: `${name}:3000` })),
      }),
    );
  });

  it.runIf(findHaproxy())('give HAProxy a configuration it accepts', () => {
    const check = spawnSync(
      findHaproxy() ?? '',
      ['-c', '-f', path.join(root, 'deploy/haproxy.cfg')],
      {
        encoding: 'utf8',
      },
    );
    expect(check.stdout + check.stderr).toContain('Configuration file is valid');
  });

  it('describe Kubernetes objects that fit together', () => {
    const directory = 'deploy/kubernetes';
    const kustomization = parse(read(`${directory}/kustomization.yaml`)) as { resources: string[] };
    const manifests = new Map<string, Manifest>();
    for (const file of [...kustomization.resources, 'secret.example.yaml']) {
      expect(existsSync(path.join(root, directory, file))).toBe(true);
      for (const document of parseAllDocuments(read(`${directory}/${file}`))) {
        expect(document.errors).toEqual([]);
        const manifest = document.toJS() as Manifest;
        expect(manifest.apiVersion).toBeTruthy();
        expect(manifest.metadata?.name).toBe('dawa');
        manifests.set(manifest.kind ?? '', manifest);
      }
    }
    expect([...manifests.keys()].sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'PodDisruptionBudget',
        'Secret',
        'Service',
      ].sort(),
    );

    const configured = {
      ...manifests.get('ConfigMap')?.data,
      ...manifests.get('Secret')?.stringData,
    };
    for (const variable of Object.keys(configured)) expect(CONFIG_VARIABLES).toContain(variable);
    for (const required of [
      'NODE_ENV',
      'DATABASE_URL',
      'REDIS_URL',
      'S3_ENDPOINT',
      'AUTH_SECRET',
      'PUBLIC_URL',
      'TRUST_PROXY',
    ])
      expect(configured[required]).toBeTruthy();

    const deployment = manifests.get('Deployment');
    const labels = at(deployment, 'spec', 'template', 'metadata', 'labels');
    expect(at(deployment, 'spec', 'selector', 'matchLabels')).toEqual(labels);
    expect(at(manifests.get('Service'), 'spec', 'selector')).toEqual(labels);
    expect(at(manifests.get('PodDisruptionBudget'), 'spec', 'selector', 'matchLabels')).toEqual(
      labels,
    );
    expect(at(manifests.get('HorizontalPodAutoscaler'), 'spec', 'scaleTargetRef', 'name')).toBe(
      'dawa',
    );
    expect(at(deployment, 'spec', 'strategy', 'rollingUpdate', 'maxUnavailable')).toBe(0);
    expect(
      Number(at(deployment, 'spec', 'template', 'spec', 'terminationGracePeriodSeconds')),
    ).toBeGreaterThan(shutdownSeconds(configured));
    const container = at(deployment, 'spec', 'template', 'spec', 'containers', 0);
    expect(at(container, 'readinessProbe', 'httpGet', 'path')).toBe('/readyz');
    expect(at(container, 'livenessProbe', 'httpGet', 'path')).toBe('/healthz');
    expect(at(container, 'ports', 0, 'containerPort')).toBe(3000);
    expect(at(container, 'envFrom')).toEqual([
      { configMapRef: { name: 'dawa' } },
      { secretRef: { name: 'dawa' } },
    ]);
  });
});
