#!/usr/bin/env node
/**
 * Publishes the Storybook to Chromatic for visual review. Publishing needs the network and a
 * project token; without CHROMATIC_PROJECT_TOKEN it says so and exits without trying (the CLI
 * would otherwise retry for minutes on a machine with no route out).
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing published.');
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
