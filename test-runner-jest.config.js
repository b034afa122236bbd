import { getJestConfig } from '@storybook/test-runner';

/**
 * The Storybook test-runner's Jest config, pointed at Debian's Chromium: no test tool may download
 * its own browser on these machines. `CHROMIUM_PATH` overrides the path.
 */
const base = getJestConfig();

export default {
  ...base,
  // A limit for a hung story, not a speed check: on a loaded two-CPU machine a story that opens
  // and closes a drawer has taken over 15 s (Jest's default) while passing in under 1 s alone.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
  },
};
