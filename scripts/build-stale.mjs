// Builds what is missing or out of date (the web app, the server): `npm start` and
// `npm run cluster` run it first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
