// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appImports = {
  group: ['**/app', '**/app/**', '@app/*'],
  message: 'Layers flow downward: only app/ may import app/.',
};
const domGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'].map(
  (name) => ({
    name,
    message: 'machines/ holds pure behaviour: no DOM or storage API. Take it as input or an actor from app/.',
  }),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'data',
      '.tmp',
      '.vitest-attachments',
      'storybook-static',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            {
              group: ['**/machines', '**/machines/**'],
              allowTypeImports: true,
              message: 'design-system may import only types from machines/ (props in, events out).',
            },
            {
              group: ['react-router', 'react-router-dom', 'xstate', '@xstate/*'],
              message: 'design-system knows no router and no machine.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            {
              group: ['**/design-system', '**/design-system/**'],
              message: 'machines/ never imports the design system.',
            },
            {
              group: ['react', 'react-dom', 'react-dom/*', '@emotion/*', '@xstate/react'],
              message: 'machines/ never imports React or Emotion.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'server/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // The framework floor's page scripts (bench/lighthouse.mjs): they run in the browser.
    files: ['bench/floor/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*.{ts,tsx}', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', message: "Import from './support/test': its test fails on any CSP violation." },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  // Layout is Prettier's (`npm run format`): switch off the style rules that would disagree with it.
  prettier,
);
