import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Caps, not expectations: a cold PGlite start takes about a second alone but over 20 s on a
    // shared 2-core machine under load, and the restart test starts two.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    passWithNoTests: true,
  },
});
