import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
    // Vitest's default leaves a core idle on a 2-core machine; the API tests wait on their
    // servers often enough that two files at a time finish a quarter sooner (ADR 0008).
    maxWorkers: 2,
  },
});
