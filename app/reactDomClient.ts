/**
 * React's DOM renderer as the app uses it. The page's script (boot.ts) loads it first, on its own, so evaluating it
 * is a task of its own; through this module the page's script needs none of the bundler's CommonJS helpers (React
 * DOM is a CommonJS package), and its chunk imports nothing (scripts/chunkGroups.ts puts this module with React DOM).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
