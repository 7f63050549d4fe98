/**
 * The app's source files, for tests that check them as text (Vitest hands CSS to tests as
 * empty strings). Only tests import this: the web app's types know no Node, and the app
 * itself never reads files.
 */
interface FileSystem {
  readFileSync(path: URL, encoding: 'utf8'): string;
  readdirSync(path: URL, options: { recursive: true }): string[];
}
const fs = (
  globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): FileSystem } }
).process.getBuiltinModule('node:fs');

/** `src/`, which the paths below are relative to. */
export const SRC = new URL('../../', import.meta.url);

/** Every file under `src/` whose path passes `keep`, by path. */
export function sourcePaths(keep: (path: string) => boolean): string[] {
  return fs.readdirSync(SRC, { recursive: true }).filter(keep);
}

/** A file's text, by a URL (or a path relative to `src/`). */
export function readSource(file: URL | string): string {
  return fs.readFileSync(typeof file === 'string' ? new URL(file, SRC) : file, 'utf8');
}
