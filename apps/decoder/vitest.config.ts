import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'decoder', environment: 'node', include: ['src/**/*.test.ts'] },
});
