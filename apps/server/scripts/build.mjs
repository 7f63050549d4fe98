// Bundles the server into dist/main.js. Our workspace packages (TypeScript sources) are
// bundled in; npm dependencies stay external and load from node_modules.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@dawa/'));

// Chunk names carry hashes: start from an empty folder so old ones do not pile up.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  // Split so that main.js can start the database before loading the rest (dynamic imports).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
