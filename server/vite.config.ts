import { defineConfig } from 'vite';

/** The production build of the server: `vite build --config server/vite.config.ts` -> dist-server/main.js (node_modules external). */
export default defineConfig({
  root: '.',
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
  },
});
