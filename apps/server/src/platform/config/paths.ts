import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder, found from this file's location so that the same code works
 * from `src/` (tests, tsx) and from the bundled `dist/main.js`.
 */
export function serverRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package root');
    dir = parent;
  }
  return dir;
}

export const migrationsDir = (): string => path.join(serverRoot(), 'drizzle');
export const webDistDir = (): string => path.resolve(serverRoot(), '../web/dist');
