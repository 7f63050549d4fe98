import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** `npm run test:cluster`: the suites that start HAProxy and three instances (issue #19). */
export default defineConfig({
  resolve: {
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // Each file runs a cluster of its own; two at once would share the two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
