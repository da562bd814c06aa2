/**
 * Builds one of bench/floor/'s pages into a folder of .bench/ with Vite and the app's production settings (React
 * Router's production build, as vite.config.ts takes it): the script `input` becomes `<outDir>/<fileName>`, served
 * under `base`. Used by bench/lighthouse.mjs (boot.js, the framework floor of a page's TBT) and
 * bench/interactions.mjs (interaction.js, the framework floor of a click).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export async function buildFloorPage({ input, outDir, base, fileName }) {
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  const routerDist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  await build({
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    base,
    publicDir: false,
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: false,
      rolldownOptions: { input, output: { entryFileNames: fileName } },
    },
  });
}
