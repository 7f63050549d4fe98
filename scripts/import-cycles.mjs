// Part of `npm run lint`: fails on an import cycle in the apps' and packages' sources, counting
// type-only imports. ESLint's import-x/no-cycle skips `import type` (erased at build), so it could
// not see the platform's errors → graphql/context → platform → auth → errors cycle (ADR 0010).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')),
);
const { config } = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
const cache = ts.createModuleResolutionCache(root, (name) => name, options);

const files = SOURCE_DIRS.flatMap((dir) =>
  ts.sys.directoryExists(dir)
    ? readdirSync(dir, { recursive: true })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(dir, file))
    : [],
);
const known = new Set(files);

/** Each file's imports (static, dynamic, `import type`, `export … from`) among `files`. */
const imports = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => {
        const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys, cache);
        return resolvedModule && path.resolve(resolvedModule.resolvedFileName);
      })
      .filter((target) => target && known.has(target));
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: each with more than one file holds a cycle.
const index = new Map();
const lowLink = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(file) {
  index.set(file, index.size);
  lowLink.set(file, index.get(file));
  stack.push(file);
  onStack.add(file);
  for (const target of imports.get(file)) {
    if (!index.has(target)) {
      connect(target);
      lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)));
    } else if (onStack.has(target)) {
      lowLink.set(file, Math.min(lowLink.get(file), index.get(target)));
    }
  }
  if (lowLink.get(file) === index.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || imports.get(file).includes(file)) components.push(component);
  }
}
for (const file of files) if (!index.has(file)) connect(file);

/** The shortest way from `start` back to itself inside its component, to show one cycle. */
function cycleThrough(start, members) {
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const target of imports.get(file)) {
      if (!members.has(target) || previous.has(target)) continue;
      previous.set(target, file);
      if (target === start) {
        const cycle = [start];
        for (let at = previous.get(start); at !== start; at = previous.get(at)) cycle.unshift(at);
        return [start, ...cycle];
      }
      queue.push(target);
    }
  }
  return [start];
}

const relative = (file) => path.relative(root, file);
for (const component of components) {
  const members = new Set(component);
  const start = [...members].sort()[0];
  console.error(`Import cycle: ${cycleThrough(start, members).map(relative).join(' → ')}`);
  if (members.size > 2) console.error(`  (${members.size} files in this tangle)`);
}
if (components.length > 0) {
  console.error('Break it: move the shared part to a module both can import (ADR 0010).');
  process.exit(1);
}
console.log(`No import cycle among ${files.length} files.`);
