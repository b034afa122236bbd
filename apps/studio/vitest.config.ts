import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    passWithNoTests: true,
    setupFiles: ['./vitest.setup.ts'],
    // Whole-app tests import the signed-in sub-app, a route's page and its namespace on demand;
    // on a loaded two-core machine the first transform of those modules can pass 5 s. A cap on a
    // hung test, not a measure of speed.
    testTimeout: 30_000,
  },
});
