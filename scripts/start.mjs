// `npm start`: builds what is missing or out of date, then runs the server.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import './build-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');

// The server's V8 settings (docs/decisions/0005-server-memory.md); bench runs use the same.
const nodeArgs = JSON.parse(readFileSync(path.join(root, 'apps/server/node-args.json'), 'utf8'));
// The allocator's (docs/decisions/0012-upload-memory-and-fairness.md); a value set outside wins.
const processEnv = JSON.parse(
  readFileSync(path.join(root, 'apps/server/process-env.json'), 'utf8'),
);
const server = spawnSync(
  process.execPath,
  [...nodeArgs, '--enable-source-maps', 'apps/server/dist/main.js'],
  { cwd: root, stdio: 'inherit', env: { ...processEnv, ...process.env } },
);
process.exit(server.status ?? 1);
