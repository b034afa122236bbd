import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the design system, the machines' visualisations and the studio's screens. */
const config: StorybookConfig = {
  stories: [
    '../packages/ui/docs/**/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/machines/src/**/*.stories.tsx',
    '../apps/studio/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
