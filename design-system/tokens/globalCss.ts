import { durations } from './palette.ts';
import type { PodThemeShape } from './theme.ts';

/**
 * Base document styles, from the tokens: box sizing, fonts, canvas colour, visible focus, and the motion variables
 * that collapse to zero under `prefers-reduced-motion`. They are part of the site's stylesheet (fonts.css; the
 * build adds them, see vite.config.ts), in the app and in Storybook alike, with the sports accent (the site's
 * document). A stylesheet, not an Emotion `<Global>`: hydrating a served Global re-inserts its style element, and
 * its `*` and element rules made the browser restyle every element of the page while it started.
 */
export function globalCss(theme: PodThemeShape): string {
  const motionVars = Object.values(durations)
    .map((d) => `${d.name}: ${d.value};`)
    .join(' ');
  const reducedVars = Object.values(durations)
    .map((d) => `${d.name}: 0ms;`)
    .join(' ');
  return `
:root { ${motionVars} color-scheme: light; }
${theme.media.reducedMotion} {
  :root { ${reducedVars} }
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  scroll-behavior: smooth;
  scroll-padding-top: calc(${theme.sizes.navHeight} + ${theme.space[4]});
}
body {
  margin: 0;
  min-height: 100vh;
  font-family: ${theme.font.family.body};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.text.primary};
  background: ${theme.color.surface.canvas};
  -webkit-font-smoothing: antialiased;
  text-rendering: optimizeLegibility;
}
h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }
img, svg, video, iframe { display: block; max-width: 100%; }
button, input, select, textarea { font: inherit; color: inherit; }
a { color: ${theme.color.text.link}; }
:focus-visible { outline: ${theme.borderWidths.focus} solid ${theme.color.border.focus}; outline-offset: 2px; }
::selection { background: ${theme.color.surface.accent}; color: ${theme.color.text.primary}; }
`;
}
