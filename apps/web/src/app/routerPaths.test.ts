import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAppPath } from '@dawa/shared/appPaths';
import { routes } from './router';

/** Every path the router renders, joined from its nested routes (`:lang/drug-index/:id`). */
function routerPaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/^\/+/, '') : parent;
    const own = route.index || (route.path && !route.children) ? [path] : [];
    return [...own, ...routerPaths(route.children ?? [], path)];
  });
}

describe('the app paths the server knows (packages/shared/appPaths.ts)', () => {
  it('cover every page of the router, with and without the language prefix', () => {
    const paths = routerPaths(routes).filter((path) => path !== ':lang/*');
    expect(paths).toContain(':lang/drug-index/:id');
    for (const path of paths) {
      // A parameter stands for any one segment, a splat for any deeper path.
      const sample = `/${path.replace(/:lang/, 'en').replace(/:\w+/g, 'x1').replace(/\*$/, 'x/y')}`;
      expect(isAppPath(sample), sample).toBe(true);
    }
  });

  it('leave out what no page is', () => {
    for (const path of ['/sitemap.txt', '/en/nothing', '/ar/drug-index-x', '/wp-admin/setup.php'])
      expect(isAppPath(path), path).toBe(false);
  });
});
