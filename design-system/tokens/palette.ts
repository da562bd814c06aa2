import { fallbackFamilies } from './fallbackFamilies.ts';

/**
 * Tier 1: the raw palette and scales. Nothing outside `design-system/tokens` reads these directly;
 * components use the semantic names of `theme.ts`.
 */
export const palette = {
  white: '#FFFFFF',
  black: '#000000',
  /** Cool neutrals, from canvas to ink. */
  neutral: {
    50: '#F7F8FA',
    100: '#EEF1F5',
    200: '#DDE2EA',
    300: '#C3CAD6',
    400: '#8D97A8',
    500: '#5F6B7E',
    600: '#465164',
    700: '#323B4B',
    800: '#1F2633',
    900: '#121722',
    950: '#0A0E16',
  },
  /** Court green: the sports accent. */
  court: {
    50: '#E8FBF3',
    100: '#C6F4E0',
    200: '#8FE8C4',
    300: '#4FD6A3',
    400: '#1FBE85',
    500: '#0FA06E',
    600: '#0B8259',
    700: '#0A6748',
    800: '#0A523B',
    900: '#083F2E',
  },
  /** Ember: the warm café accent. */
  ember: {
    50: '#FFF4EC',
    100: '#FFE3CF',
    200: '#FFC49E',
    300: '#FF9F66',
    400: '#F57C3B',
    500: '#E0611F',
    600: '#B94C14',
    700: '#933B10',
    800: '#722E0E',
    900: '#52210B',
  },
  /** Volt: a highlight for dark surfaces (never text on light). */
  volt: {
    300: '#E6FA7A',
    400: '#D7F542',
  },
  green: { 50: '#E7F7EC', 100: '#CDEFD7', 600: '#1A7F37', 700: '#116329', 800: '#0B4A1E' },
  amber: { 50: '#FFF7E6', 100: '#FFE9BF', 500: '#D98A00', 700: '#8A4B00', 800: '#6B3A00' },
  red: { 50: '#FEF0EF', 100: '#FEE4E2', 600: '#B42318', 700: '#912018', 800: '#6F1A13' },
  blue: { 50: '#EEF4FF', 100: '#DCE7FE', 600: '#1D4ED8', 700: '#0B57D0', 800: '#1E3A8A' },
} as const;

/** Spacing scale on a 4 px grid. Keys are steps, values CSS lengths. */
export const space = {
  0: '0',
  px: '1px',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

export const radii = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1.25rem',
  pill: '999px',
  round: '50%',
} as const;

/** Each web font, then its metric-matched local fallbacks (fontStacks.ts), then the system fonts. */
export const fontFamilies = {
  display: `'Archivo Variable', 'Archivo', ${fallbackFamilies.display}, system-ui, sans-serif`,
  body: `'Inter Variable', 'Inter', ${fallbackFamilies.body}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  mono: "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace",
  /**
   * For an element that shows an emoji (a sport's or a partner's mark, a café slide): each system's colour emoji
   * font by name. Left to the text's own stack, every emoji made the browser search all the system's fonts for the
   * glyph (Linux: the first layout of /sports, zero-JS copy, no CPU throttle, 94 -> 65 ms, medians of 13).
   */
  emoji: "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif",
} as const;

/** Type scale (rem) with matching line heights. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
  '6xl': '3.75rem',
} as const;

export const lineHeights = {
  tight: 1.1,
  snug: 1.25,
  normal: 1.5,
  relaxed: 1.65,
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  black: 800,
} as const;

export const letterSpacings = {
  tight: '-0.02em',
  normal: '0',
  wide: '0.04em',
  caps: '0.08em',
} as const;

/** Width thresholds in px. The spec's phone threshold is 768 px: at or below it a screen is a phone. */
export const breakpoints = {
  sm: 480,
  phone: 768,
  lg: 1024,
  xl: 1280,
} as const;

export const sizes = {
  container: '75rem',
  prose: '44rem',
  narrow: '32rem',
  touch: '2.75rem',
  control: { sm: '2rem', md: '2.5rem', lg: '3rem' },
  icon: { sm: '1rem', md: '1.25rem', lg: '1.5rem' },
  navHeight: '4rem',
  /** The height of a section's placeholder while its code or data is on its way. */
  sectionPlaceholder: '24rem',
} as const;

/**
 * Chart geometry in px: SVG charts (Recharts) take numbers, not CSS lengths. `frames` are the drawing boxes a chart
 * may use (the SVG then scales down with its container).
 */
export const chart = {
  margin: 8,
  axisWidth: 48,
  barRadius: 3,
  frames: {
    standard: { width: 720, height: 240 },
    wide: { width: 960, height: 260 },
    wideShort: { width: 960, height: 220 },
  },
} as const;

export const borderWidths = {
  thin: '1px',
  thick: '2px',
  focus: '3px',
} as const;

export const zIndices = {
  base: 0,
  raised: 1,
  sticky: 100,
  floating: 200,
  overlay: 300,
  modal: 400,
  toast: 500,
} as const;

/** Motion durations as CSS variables so that `prefers-reduced-motion` collapses them in one place. */
export const durations = {
  instant: { name: '--pod-duration-instant', value: '60ms' },
  fast: { name: '--pod-duration-fast', value: '120ms' },
  base: { name: '--pod-duration-base', value: '200ms' },
  slow: { name: '--pod-duration-slow', value: '320ms' },
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;
