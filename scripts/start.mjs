// `npm start`: builds what is missing or out of date, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entries) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const name of readdirSync(target))
        if (name !== 'node_modules') visit(path.join(target, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of entries) visit(path.join(root, entry));
  return newest;
}

const mtime = (file) =>
  existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0;

const targets = [
  {
    workspace: '@dawa/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/scripts',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
  },
  {
    workspace: '@dawa/server',
    output: 'apps/server/dist/main.js',
    inputs: [
      'apps/server/src',
      'apps/server/scripts',
      'packages/shared/src',
      'packages/drug-search/src',
    ],
  },
];

for (const target of targets) {
  if (mtime(target.output) >= newestMtime(target.inputs)) continue;
  console.log(`Building ${target.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

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
