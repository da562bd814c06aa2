/**
 * The text colour / surface colour pairs the design system uses for text, from a theme: drawn with their contrast
 * ratios by the Tokens/Colors story (which asserts AA for each) and listed on the colours' docs page.
 */
import type { Theme } from '@emotion/react';

/** A text colour shown on a surface colour: every pair the design system uses for text. */
export interface Pair {
  group: string;
  text: string;
  surface: string;
  fg: string;
  bg: string;
}

export const lightTexts = [
  'primary',
  'secondary',
  'muted',
  'accent',
  'link',
  'linkHover',
  'success',
  'warning',
  'danger',
] as const;
export const lightSurfaces = ['canvas', 'base', 'raised', 'sunken', 'accent'] as const;
export const darkTexts = ['inverse', 'inverseMuted', 'highlight'] as const;
export const darkSurfaces = ['inverse', 'inverseRaised', 'accentStrong'] as const;
export const statuses = ['success', 'warning', 'danger', 'info', 'neutral', 'accent'] as const;
export const actions = ['primary', 'secondary', 'outline', 'destructive', 'ghost'] as const;
export const actionStates = ['bg', 'bgHover', 'bgActive'] as const;

/** The pairs, from the theme. Disabled controls are exempt from WCAG 1.4.3 and are not listed. */
export function colorPairs(t: Theme): Pair[] {
  const c = t.color;
  return [
    ...lightTexts.flatMap((text) =>
      lightSurfaces.map((surface) => ({
        group: 'Text on light surfaces',
        text: `text.${text}`,
        surface: `surface.${surface}`,
        fg: c.text[text],
        bg: c.surface[surface],
      })),
    ),
    ...darkTexts.flatMap((text) =>
      darkSurfaces.map((surface) => ({
        group: 'Text on dark surfaces',
        text: `text.${text}`,
        surface: `surface.${surface}`,
        fg: c.text[text],
        bg: c.surface[surface],
      })),
    ),
    ...statuses.map((status) => ({
      group: 'Status (badges, alerts)',
      text: `status.${status}.fg`,
      surface: `status.${status}.bg`,
      fg: c.status[status].fg,
      bg: c.status[status].bg,
    })),
    ...actions.flatMap((action) =>
      actionStates.map((state) => {
        const a = c.action[action];
        const bg = action === 'ghost' && state === 'bg' ? c.surface.base : a[state];
        return {
          group: 'Actions (buttons)',
          text: `action.${action}.fg`,
          surface: action === 'ghost' && state === 'bg' ? 'surface.base' : `action.${action}.${state}`,
          fg: a.fg,
          bg,
        };
      }),
    ),
  ];
}

export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
