/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fallbackFontFaceCss } from './design-system/tokens/fontStacks.ts';
import { globalCss } from './design-system/tokens/globalCss.ts';
import { sportsTheme } from './design-system/tokens/theme.ts';
import { chunkGroups } from './scripts/chunkGroups.ts';
import { shareImages } from './scripts/shareImages.ts';

/**
 * The service worker (app/sw/sw.ts) with this build's app shell injected: the scripts and styles a public page
 * needs, fonts and icons. Not the admin area's chunks (staff load them online), not photos (kept once seen), not the
 * manifest (public/manifest.webmanifest): the server fills in the theme colour staff saved, which a precached copy
 * would hide. Registered by the app itself (app/adapters/serviceWorker.ts).
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'app/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'],
      // Admin chunks, and the font subsets no page uses (the pages are Latin with ₹, in latin and latin-ext).
      globIgnores: [
        'assets/Admin*',
        'assets/admin*',
        'assets/useAdmin*',
        'assets/*Chart*',
        'assets/*-cyrillic*',
        'assets/*-greek*',
        'assets/*-vietnamese*',
      ],
      maximumFileSizeToCacheInBytes: 600 * 1024,
    },
  });

/**
 * The site's one stylesheet (design-system/tokens/fonts.css) gets, after the web fonts' own rules, the metric-matched
 * fallback faces of design-system/tokens/fontStacks.ts and the document's base styles from the tokens
 * (design-system/tokens/globalCss.ts).
 */
const siteStylesheet = (): Plugin => ({
  name: 'pod:site-stylesheet',
  enforce: 'pre',
  transform(code, id) {
    if (!id.replace(/\?.*$/, '').endsWith('/design-system/tokens/fonts.css')) return null;
    return { code: `${code}\n${fallbackFontFaceCss}\n${globalCss(sportsTheme)}\n`, map: null };
  },
});

/**
 * Emotion's own Babel plugin on the styles of every module that uses Emotion, in the builds that serve pages (this
 * app's, and the server's renderer, server/vite.render.config.ts, so the two hash the same styles to the same class
 * names): each css`` template is minified where it is written (comments, indentation and line breaks go), and a
 * template with no interpolation is serialized once at build instead of on every render.
 */
export const emotionStyles = (): Plugin => ({
  name: 'pod:emotion-styles',
  enforce: 'pre',
  async transform(code, id) {
    const file = id.replace(/\?.*$/, '');
    const extension = /\.([jt]sx?)$/.exec(file)?.[1];
    if (!extension || !/@emotion\/(react|styled)/.test(code)) return null;
    const result = await transformAsync(code, {
      filename: file,
      babelrc: false,
      configFile: false,
      sourceMaps: false,
      // Parse only: the TypeScript and JSX stay for the React plugin and the bundler to compile.
      parserOpts: {
        plugins: extension === 'ts' ? ['typescript'] : extension === 'tsx' ? ['jsx', 'typescript'] : ['jsx'],
      },
      plugins: [['@emotion/babel-plugin', { autoLabel: 'never', sourceMap: false }]],
    });
    return result?.code == null ? null : { code: result.code, map: null };
  },
});

/**
 * React Router's package resolves to its development build under every condition (its exports name only
 * dist/development: remix-run/react-router#12532, #14102), so a production bundle carried its development warnings
 * and checks. Its production build sits beside it in the package; the app's build and the server's page renderer
 * (server/vite.render.config.ts) both take it, so the two render with the same code. Exact names only: every import of
 * the router (react-router-dom re-exports these two) resolves to the one copy.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
export const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * One config for the app build (`vite build`, `vite`) and for Vitest. The test projects are set up only
 * when Vitest loads this file, so a production build never loads Storybook.
 */
export default defineConfig(async ({ command }): Promise<UserConfig> => {
  const chunks = chunkGroups();
  const base: UserConfig = {
    plugins: [
      ...(command === 'build' && !process.env.VITEST ? [emotionStyles()] : []),
      react({ jsxImportSource: '@emotion/react' }),
      siteStylesheet(),
      shareImages(),
      chunks.plugin,
    ],
    resolve: { alias: command === 'build' && !process.env.VITEST ? reactRouterProductionBuild : [] },
    build: {
      outDir: 'dist',
      sourcemap: false,
      manifest: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      // The site's one stylesheet (fonts.css) belongs to the page (index.html links it; the server puts its rules in each
      // served page), not to a chunk: split per chunk, every dynamic import that depends on the entry added it to the
      // page again, and its @font-face rules made the browser lay out all of the page's text again.
      cssCodeSplit: false,
      // No module preload links: a chunk's imports are fetched when the chunk arrives (they are all named in it), one
      // round trip later, instead of by links Vite's helper inserts before each dynamic import. Inserting them was the
      // longest task of starting the app on most pages (1-4 ms per link at 4x CPU, 17-50 links in one task), and the
      // helper's lists of file names were 3.3 kB of every page's script. Measured with a 150 ms, 1.6 Mbps link at 4x
      // CPU, the pages go live at the same time (the bandwidth decides); Lighthouse's TBT on /merchandise 181 -> 35 ms.
      modulePreload: false,
      // Emotion's package imports these two CommonJS modules for withTheme, which the site never uses; unmarked, the
      // bundler kept them (1.0 kB of every page's first script) in case loading them did something.
      rolldownOptions: {
        // One chunk for the app's start and one per framework package, instead of a chunk per set of sharers
        // (scripts/chunkGroups.ts).
        output: { codeSplitting: { groups: chunks.groups } },
        treeshake: {
          moduleSideEffects: [{ test: /node_modules\/(hoist-non-react-statics|react-is)\//, sideEffects: false }],
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    // Named up front: a dependency the optimizer finds only while the story tests run (the last three, reached
    // through the app's entry) makes Vite reload the test page, and a story file loading at that moment fails
    // ("Failed to fetch dynamically imported module", seen once in a fresh-clone run).
    optimizeDeps: {
      include: [
        'xstate',
        '@xstate/react',
        'radix-ui',
        'lucide-react',
        'zod',
        '@emotion/cache',
        'get-nonce',
        'react-router-dom',
      ],
    },
  };
  if (!process.env.VITEST) return { ...base, plugins: [...base.plugins!, serviceWorker()] };

  const { storybookTest } = await import('@storybook/addon-vitest/vitest-plugin');
  const { playwright } = await import('@vitest/browser-playwright');
  const { chromiumLaunchOptions } = await import('./tests/chromium.ts');
  const { captureOptions, fitViewport, matchBaselineBytes } = await import('./tests/visual/commands.ts');
  const { baselineOf, differenceOf } = await import('./tests/visual/baselines.ts');
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
            // Property tests run hundreds of cases: 5 s was exceeded at a load average of 18 on 2 cores.
            testTimeout: 30_000,
            // One process for every file (25 -> 11 core-seconds): the rules are pure, and the stubbed globals (fetch
            // in homeLoader.test.ts, window in whenIdle.test.ts) and fake timers are restored after each test.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            environment: 'node',
            include: ['tests/api/**/*.test.ts'],
            // One migrated and seeded database of each kind for the whole run, copied by each file.
            globalSetup: ['./tests/api/globalSetup.ts'],
            // The files run one after another in one process: a fresh process per file imported the server, Fastify,
            // drizzle and PGlite again 14 times (the stage: 116 -> 71 core-seconds, 86 -> 61 s alone). Each file
            // builds its own app on its own database; no test changes the environment, mocks a module or fakes timers.
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
            // After each story's play and axe check, its screenshot against tests/visual/__screenshots__.
            setupFiles: ['./tests/visual/storyScreenshot.ts'],
            // One page; npm test runs another stage beside this one on the second core.
            maxWorkers: 1,
            // The screenshot runs in the afterEach hook: up to the capture timeout below, plus settling.
            hookTimeout: 120_000,
            browser: {
              enabled: true,
              headless: true,
              // Every story file runs in the same frame, one after another: a fresh frame per file loaded React,
              // Emotion, the preview and the fonts again 129 times, and the stage took twice as long (idle, alone:
              // about 760 s isolated, 383 s not). Nothing a story leaves can reach the next one's screenshot: the
              // plugin unmounts each story before the next renders, design-system components keep no module state
              // (props in, events out), the clock is reset around every story, and storage was already shared
              // between files (one origin). Proven by runs in the default and in shuffled file orders, 0 differences.
              // STORIES_ISOLATE=1 brings back a fresh frame per file, to find a file that leaks into the next one.
              isolate: process.env.STORIES_ISOLATE === '1',
              provider: playwright({
                launchOptions: chromiumLaunchOptions,
                // The outer page is at least as large as the desktop and tablet viewports, so the test frame is
                // never scaled down; the viewport a story asks for is set on the frame by the Storybook plugin.
                contextOptions: {
                  viewport: { width: 1280, height: 1024 },
                  deviceScaleFactor: 1,
                  timezoneId: 'Asia/Kolkata',
                  locale: 'en-IN',
                },
              }),
              instances: [{ browser: 'chromium' }],
              viewport: { width: 1280, height: 800 },
              commands: { fitViewport, matchBaselineBytes },
              screenshotFailures: false,
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
                  // How long one comparison may take. A capture takes 0.1-0.6 s on a quiet machine and up to ~5 s at
                  // a load average of 18 on 2 cores (measured). Stories with a toast sometimes exceed it (issue 8).
                  timeout: 15_000,
                  screenshotOptions: captureOptions,
                  // `arg` is "<component id>/<story>" (tests/visual/storyScreenshot.ts): files are named by story id.
                  resolveScreenshotPath: ({ arg, ext }) =>
                    path.join(dirname, baselineOf(arg.replace('/', '--')).replace(/\.png$/, ext)),
                  resolveDiffPath: ({ arg, ext }) => path.join(dirname, differenceOf(arg, ext)),
                },
              },
            },
          },
        },
      ],
    },
  };
});
