import type { Theme } from '@emotion/react';
import type { ProgrammeColour } from '../../../machines/coaching/coaching.types';

type StatusTone = keyof Theme['color']['status'];

/** The token tone of each programme colour (background, ink and border of its icon tile). */
export const programmeTones: Record<ProgrammeColour, StatusTone> = {
  green: 'accent',
  blue: 'info',
  amber: 'warning',
  teal: 'success',
  slate: 'neutral',
};
