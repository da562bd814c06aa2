import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { emotionStyles, reactRouterProductionBuild } from '../vite.config.ts';

/**
 * The server's page renderer: `vite build --config server/vite.render.config.ts` -> dist-server/render.js. Built on
 * its own, with every dependency bundled and React's production build, so the server (whose NODE_ENV also decides
 * cookie settings) never loads React's development build. server/ssr.ts imports it.
 */
export default defineConfig({
  root: '.',
  publicDir: false,
  // Emotion's styles minified as in the browser's bundle (vite.config.ts), so both name a style's class the same.
  plugins: [emotionStyles(), react({ jsxImportSource: '@emotion/react' })],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // React Router's production build, as in the browser's bundle (vite.config.ts).
  resolve: { alias: reactRouterProductionBuild },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'app/ssr/render.tsx',
    outDir: 'dist-server',
    // The server build (server/vite.config.ts) runs first and empties the folder.
    emptyOutDir: false,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
    assetsInlineLimit: 0,
    rollupOptions: { output: { entryFileNames: 'render.js', codeSplitting: false } },
  },
});
