import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import type { RouteHandle } from './routing/routeHandle';

function handles(list: readonly RouteObject[]): RouteHandle[] {
  return list.flatMap((route) => [
    ...(route.handle ? [route.handle as RouteHandle] : []),
    ...handles(route.children ?? []),
  ]);
}

describe('the next likely pages (prefetch)', () => {
  it('are pages of the routes, so their route finds the module fetched', () => {
    const all = handles(routes);
    const next = all.flatMap((handle) => handle.prefetch ?? []);
    expect(next.length).toBeGreaterThan(0);
    for (const load of next) expect(all.some((handle) => handle.page === load)).toBe(true);
  });
});
