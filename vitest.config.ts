import { defineConfig } from 'vitest/config';

/** One vitest run for every package; each project picks its own environment. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'api', root: 'packages/api', environment: 'node' } },
      { test: { name: 'machines', root: 'packages/machines', environment: 'node' } },
      { extends: 'packages/ui/vitest.config.ts', test: { name: 'ui', root: 'packages/ui' } },
      { extends: 'apps/server/vitest.config.ts', test: { root: 'apps/server' } },
      { extends: 'apps/decoder/vitest.config.ts', test: { root: 'apps/decoder' } },
      { extends: 'apps/studio/vitest.config.ts', test: { name: 'studio', root: 'apps/studio' } },
    ],
  },
});
