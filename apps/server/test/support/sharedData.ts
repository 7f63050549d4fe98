import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../src/platform/config/paths';

/**
 * A file of the real Egyptian drug list in `shared/data/` (read at run time, never copied into
 * the repository): from `SHARED_DATA_DIR`, else beside the repository, else the workplace's
 * own copy. Undefined when none has it; a suite that needs it says so in its title
 * (`(needs shared/data/<name>)`), which `npm test` lists when it is skipped.
 */
export function sharedDataFile(name: string): string | undefined {
  const folders = [
    process.env.SHARED_DATA_DIR,
    path.resolve(serverRoot(), '../../../shared/data'),
    '/work/shared/data',
  ];
  return folders
    .filter((folder): folder is string => Boolean(folder))
    .map((folder) => path.join(folder, name))
    .find((file) => existsSync(file));
}
