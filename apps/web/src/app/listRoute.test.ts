import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

function flatten(list: readonly RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const EARLY = [
  'prescriptions',
  'my-prescriptions',
  'job-opportunities',
  'my-jobs',
  'facilities',
  'my-facilities',
  'notification',
  'offers',
];

describe('the list routes (withEarlyMessages)', () => {
  const all = flatten(routes);

  it('load their messages with a static loader, in parallel with their code', () => {
    for (const path of EARLY) {
      const route = all.find((candidate) => candidate.path === path);
      expect(typeof route?.loader, path).toBe('function');
      expect(typeof route?.lazy, path).toBe('function');
    }
  });

  it('leave the loader to the router: their modules export none (React Router ignores it)', async () => {
    for (const path of EARLY) {
      const route = all.find((candidate) => candidate.path === path);
      const lazy = route?.lazy as () => Promise<Record<string, unknown>>;
      const module = await lazy();
      expect(module.loader, path).toBeUndefined();
      expect(module.shouldRevalidate, path).toBeUndefined();
    }
  });

  it('load the messages of the URL language', async () => {
    const route = all.find((candidate) => candidate.path === 'job-opportunities');
    const loader = route?.loader as (args: { params: Record<string, string> }) => Promise<unknown>;
    await expect(loader({ params: { lang: 'ar' } })).resolves.toBeNull();
    const { hasMessages } = await import('./i18n/i18n');
    expect(hasMessages('ar', 'jobs')).toBe(true);
  });
});
