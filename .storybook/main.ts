import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** The app's service worker plugin (vite.config.ts): not Storybook's (its precache would list Storybook's bundles). */
const isServiceWorkerPlugin = (plugin: PluginOption) =>
  !!plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite-plugin-pwa');

const config: StorybookConfig = {
  // The docs pages (the Introduction, the tokens' pages) are MDX; the story tests take only the .stories files (the
  // Vitest plugin excludes every .mdx file from the stories it tests).
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? []).flat(Infinity as 1).filter((plugin) => !isServiceWorkerPlugin(plugin)),
  }),
};

export default config;
