import type { StorybookConfig } from '@storybook/react-vite';
import type { Indexer } from 'storybook/internal/types';
import type { PluginOption } from 'vite';
import { pagesTitleOf } from '../stories/docs/pagesSection';

/** The app's service worker plugin (vite.config.ts): not Storybook's (its precache would list Storybook's bundles). */
const isServiceWorkerPlugin = (plugin: PluginOption) =>
  !!plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite-plugin-pwa');

/**
 * The "Pages" section: each story of a screen's story file (stories/screens/) is indexed twice, as itself under
 * `Screens/` and as a page state under `Pages/` (stories/docs/PageFrame.tsx draws the site's frame around the latter).
 * Both entries import the same file and export, so a page state is the screen's story itself. The Pages entries are
 * for people reading the Storybook: they carry no docs page of their own and are not tests (the Vitest plugin makes
 * its tests from the story files, not from this index; `!test` says so to Storybook's own test runner too).
 */
function withPages(csf: Indexer): Indexer {
  return {
    test: csf.test,
    createIndex: async (fileName, options) => {
      const entries = await csf.createIndex(fileName, options);
      if (!/[\\/]stories[\\/]screens[\\/]/.test(fileName)) return entries;
      const pages = entries.flatMap((entry) => {
        const title = entry.type === 'story' && entry.title ? pagesTitleOf(entry.title) : null;
        if (!title) return [];
        const tags = (entry.tags ?? []).filter((tag) => tag !== 'autodocs' && tag !== 'test');
        // No __id or metaId: the entry's id is made from its new title, as the preview makes it when it renders.
        const { __id: _id, metaId: _metaId, ...rest } = entry;
        return [{ ...rest, title, tags: [...tags, '!autodocs', '!test'] }];
      });
      return [...entries, ...pages];
    },
  };
}

const config: StorybookConfig = {
  // The docs pages (the Introduction, the tokens' pages) are MDX; the story tests take only the .stories files (the
  // Vitest plugin excludes every .mdx file from the stories it tests).
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  experimental_indexers: async (indexers) => (indexers ?? []).map((indexer) => withPages(indexer)),
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? []).flat(Infinity as 1).filter((plugin) => !isServiceWorkerPlugin(plugin)),
  }),
};

export default config;
