import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PrefetchHandle } from './prefetch';
import { routes } from './router';

function flatten(list: readonly RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('the next likely pages (router handles)', () => {
  it('are pages the router loads, so the router finds their module fetched', () => {
    const all = flatten(routes);
    const handles = all
      .map((route) => route.handle as PrefetchHandle | undefined)
      .filter((handle) => handle !== undefined);
    expect(handles.length).toBeGreaterThan(0);
    for (const load of handles.flatMap((handle) => handle.prefetch))
      expect(all.some((route) => route.lazy === load)).toBe(true);
  });
});
