/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/**
 * One config for the app build (`vite build`, `vite`) and for Vitest. The test projects are set up only
 * when Vitest loads this file, so a production build never loads Storybook.
 */
export default defineConfig(async (): Promise<UserConfig> => {
  const base: UserConfig = {
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    build: {
      outDir: 'dist',
      sourcemap: false,
      manifest: true,
      target: 'es2022',
      assetsInlineLimit: 0,
    },
    preview: { port: 4173, strictPort: true },
    optimizeDeps: { include: ['xstate', '@xstate/react', 'radix-ui', 'lucide-react', 'zod'] },
  };
  if (!process.env.VITEST) return base;

  const path = await import('node:path');
  const { storybookTest } = await import('@storybook/addon-vitest/vitest-plugin');
  const { playwright } = await import('@vitest/browser-playwright');
  const { chromiumLaunchOptions } = await import('./tests/chromium.ts');
  const dirname = path.dirname(new URL(import.meta.url).pathname);

  return {
    ...base,
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          },
        },
        {
          extends: true,
          test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  };
});
