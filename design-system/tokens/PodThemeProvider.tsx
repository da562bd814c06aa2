import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { cafeTheme, sportsTheme, type AccentName } from './theme';

const themes = { sports: sportsTheme, cafe: cafeTheme } as const;

export interface PodThemeProviderProps {
  /** Which accent the subtree uses: court green for sports, warm ember for café pages. */
  accent?: AccentName;
  children: ReactNode;
}

/** Supplies the typed Emotion theme. Nest one with `accent="cafe"` around café pages. */
export function PodThemeProvider({ accent = 'sports', children }: PodThemeProviderProps) {
  return <ThemeProvider theme={themes[accent]}>{children}</ThemeProvider>;
}
