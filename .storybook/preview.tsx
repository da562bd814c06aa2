import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import type { Preview } from '@storybook/react-vite';
import '../design-system/tokens/fonts';
import { PodThemeProvider, type AccentName } from '../design-system/tokens';
import { withPageFrame } from '../stories/docs/PageFrame';

/**
 * The stories' Emotion styles, as the site's own cache keeps them (app/main.tsx): inserted as rules into one
 * stylesheet (`speedy`). Emotion's default cache in development gives every rule a <style> element of its own, and
 * the story tests render every story file in one page (vite.config.ts, `isolate`): thousands of stylesheets piled
 * up, and every style recalculation, `getComputedStyle` and axe check of every later story walked them all. Made at
 * the first story (not at module load: nothing reads the document then) and made again for each story file, so the
 * page holds one file's rules at a time (the previous file's stylesheet is removed).
 */
let storyStyles: EmotionCache | null = null;
const storyStylesCache = () => (storyStyles ??= createCache({ key: 'css', speedy: true }));

/**
 * Every story renders inside the theme; the document's base styles are the site's stylesheet's (fonts.css, with
 * design-system/tokens/globalCss.ts), as in the app. `parameters.accent` picks the café accent.
 * Stories that need "now" take it as a prop from `stories/fixtures/clock.ts`, so screenshots are stable.
 */
const preview: Preview = {
  beforeAll: () => {
    storyStyles?.sheet.flush();
    storyStyles = null;
  },
  decorators: [
    // The Pages section's frame (navigation bar, footer, chat), inside the theme below.
    withPageFrame,
    (Story, context) => (
      <PodThemeProvider accent={(context.parameters.accent as AccentName | undefined) ?? 'sports'}>
        {/* The story tests render stories without Storybook's canvas, so its padded layout (1rem around the
            story, the default) is drawn here: tests and screenshots see each story as reviewers do. */}
        {context.parameters.__isPortableStory && (context.parameters.layout ?? 'padded') === 'padded' ? (
          <Global styles={{ body: { margin: 0, padding: '1rem', display: 'block', boxSizing: 'border-box' } }} />
        ) : null}
        <Story />
      </PodThemeProvider>
    ),
    (Story) => (
      <CacheProvider value={storyStylesCache()}>
        <Story />
      </CacheProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // The sidebar: the way in (the Introduction, then the site's pages in its frame), then the design system from
    // its tokens up to whole screens, each level built from the one before it.
    options: {
      storySort: { order: ['Introduction', 'Pages', 'Tokens', 'Primitives', 'Patterns', 'Screens', 'Brand'] },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // In the story tests (`vitest`, outside Storybook's own test panel) an axe check fails its story on a
    // violation and nothing else reads its result: axe then describes only the violations element by element
    // (`resultTypes`), not the thousands of elements each story passes, which it otherwise gave a CSS selector each
    // and the test page sent to Vitest (about 130 kB per story). Every rule still runs on every element.
    a11y: {
      test: 'error',
      options: import.meta.env.VITEST_STORYBOOK === 'false' ? { resultTypes: ['violations'] } : {},
    },
    viewport: {
      // Stories without a viewport global are tested and screenshotted at desktop size (1280 x 800); the
      // Storybook UI keeps its responsive canvas.
      defaultViewport: 'desktop',
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' } },
        phoneLarge: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  initialGlobals: { a11y: { manual: false } },
  // `screenshot`: the story tests compare the story's screenshot with its baseline (tests/visual/storyScreenshot.ts).
  // A story whose only purpose is its play, drawn exactly as another story's baseline already shows it, says
  // `tags: ['!screenshot']`: its play and axe check still run, and it stores no image.
  tags: ['autodocs', 'screenshot'],
};

export default preview;
