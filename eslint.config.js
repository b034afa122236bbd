import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * One lint setup for the whole tree. The `no-restricted-imports` blocks below enforce the
 * dependency directions of ARCHITECTURE.md: domain <- api <- machines <- studio, ui <- studio,
 * and the server never imports ui, machines or the studio.
 */
const forbid = (...packages) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: packages.map((name) => ({
        group: [name, `${name}/*`],
        message: `This layer may not depend on ${name} (see ARCHITECTURE.md).`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'packages/api/src/generated/**',
      '.storybook/public/**',
      'openapi/dist/**',
      '.data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['packages/domain/**'],
    rules: forbid('@studio/api', '@studio/machines', '@studio/ui', 'react', 'styled-components'),
  },
  {
    files: ['packages/api/**'],
    rules: forbid('@studio/machines', '@studio/ui', 'react', 'styled-components'),
  },
  {
    files: ['packages/machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@studio/ui', '@studio/ui/*'],
              message: 'machines never depend on the design system.',
            },
            { group: ['styled-components'], message: 'machines never render styles.' },
          ],
          paths: [
            {
              name: '@studio/api',
              allowTypeImports: true,
              message:
                'machines may import types from @studio/api, never its runtime: inject actors instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: forbid('@studio/domain', '@studio/api', '@studio/machines', 'xstate'),
  },
  {
    files: ['apps/server/**'],
    rules: forbid('@studio/ui', '@studio/machines', '@studio/studio', 'react'),
  },
);
