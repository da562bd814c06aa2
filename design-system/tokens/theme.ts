/**
 * Tier 2: semantic tokens. Components read `theme.color.text.primary`, `theme.space[4]`, never a raw value.
 * Two themes share one shape: `sportsTheme` (court green) and `cafeTheme` (warm ember) differ only in accent.
 */
import {
  borderWidths,
  breakpoints,
  chart,
  durations,
  easings,
  fontFamilies,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  palette,
  radii,
  sizes,
  space,
  zIndices,
} from './palette';

export const accentNames = ['sports', 'cafe'] as const;
export type AccentName = (typeof accentNames)[number];

const accents = {
  sports: palette.court,
  cafe: palette.ember,
} as const;

function buildColor(accent: AccentName) {
  const a = accents[accent];
  return {
    text: {
      primary: palette.neutral[900],
      secondary: palette.neutral[600],
      muted: palette.neutral[500],
      inverse: palette.white,
      inverseMuted: palette.neutral[200],
      accent: a[700],
      link: a[700],
      linkHover: a[900],
      success: palette.green[700],
      warning: palette.amber[700],
      danger: palette.red[700],
      highlight: palette.volt[400],
    },
    surface: {
      canvas: palette.neutral[50],
      base: palette.white,
      raised: palette.white,
      sunken: palette.neutral[100],
      inverse: palette.neutral[900],
      inverseRaised: palette.neutral[800],
      accent: a[50],
      accentStrong: a[800],
      overlay: 'rgba(10, 14, 22, 0.62)',
      skeleton: palette.neutral[200],
      skeletonShine: palette.neutral[100],
    },
    border: {
      subtle: palette.neutral[200],
      default: palette.neutral[300],
      strong: palette.neutral[500],
      accent: a[600],
      danger: palette.red[600],
      focus: palette.blue[700],
      focusInverse: palette.volt[400],
    },
    action: {
      primary: { bg: a[700], bgHover: a[800], bgActive: a[900], fg: palette.white },
      secondary: {
        bg: palette.neutral[900],
        bgHover: palette.neutral[800],
        bgActive: palette.neutral[950],
        fg: palette.white,
      },
      ghost: {
        bg: 'transparent',
        bgHover: palette.neutral[100],
        bgActive: palette.neutral[200],
        fg: palette.neutral[900],
      },
      outline: { bg: palette.white, bgHover: a[50], bgActive: a[100], fg: a[800], border: a[700] },
      destructive: { bg: palette.red[600], bgHover: palette.red[700], bgActive: palette.red[800], fg: palette.white },
      disabled: { bg: palette.neutral[200], fg: palette.neutral[500] },
    },
    status: {
      success: { bg: palette.green[50], fg: palette.green[700], border: palette.green[600] },
      warning: { bg: palette.amber[50], fg: palette.amber[700], border: palette.amber[500] },
      danger: { bg: palette.red[50], fg: palette.red[700], border: palette.red[600] },
      info: { bg: palette.blue[50], fg: palette.blue[800], border: palette.blue[600] },
      neutral: { bg: palette.neutral[100], fg: palette.neutral[700], border: palette.neutral[300] },
      accent: { bg: a[50], fg: a[800], border: a[600] },
    },
  } as const;
}

const motion = {
  duration: {
    instant: `var(${durations.instant.name})`,
    fast: `var(${durations.fast.name})`,
    base: `var(${durations.base.name})`,
    slow: `var(${durations.slow.name})`,
  },
  easing: easings,
} as const;

/** Media queries built from the breakpoints; `phone` is the spec's ≤ 768 px. */
const media = {
  phone: `@media (max-width: ${breakpoints.phone}px)`,
  aboveSm: `@media (min-width: ${breakpoints.sm}px)`,
  abovePhone: `@media (min-width: ${breakpoints.phone + 1}px)`,
  aboveLg: `@media (min-width: ${breakpoints.lg}px)`,
  aboveXl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;

const shadows = {
  sm: '0 1px 2px rgba(18, 23, 34, 0.08)',
  md: '0 4px 12px rgba(18, 23, 34, 0.10), 0 1px 3px rgba(18, 23, 34, 0.08)',
  lg: '0 12px 32px rgba(18, 23, 34, 0.16), 0 2px 6px rgba(18, 23, 34, 0.08)',
  focus: `0 0 0 ${borderWidths.focus} ${palette.blue[700]}`,
} as const;

export function buildTheme(accent: AccentName) {
  return {
    name: accent,
    color: buildColor(accent),
    space,
    radii,
    font: {
      family: fontFamilies,
      size: fontSizes,
      weight: fontWeights,
      lineHeight: lineHeights,
      letterSpacing: letterSpacings,
    },
    sizes,
    borderWidths,
    shadows,
    breakpoints,
    chart,
    media,
    zIndices,
    motion,
  } as const;
}

export const sportsTheme = buildTheme('sports');
export const cafeTheme = buildTheme('cafe');

/** The shape of every theme. Emotion's `Theme` is augmented with it in `emotion.d.ts`. */
export type PodTheme = ReturnType<typeof buildTheme>;
/** Widened so both themes fit: literal colour values differ between accents. */
export type PodThemeShape = {
  [K in keyof PodTheme]: PodTheme[K] extends string ? string : Widen<PodTheme[K]>;
};
type Widen<T> = T extends string ? string : T extends number ? number : { [K in keyof T]: Widen<T[K]> };
