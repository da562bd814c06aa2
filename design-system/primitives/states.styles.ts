import type { Theme } from '@emotion/react';

/**
 * Interaction states that controls in primitives/ and patterns/ draw alike, as declaration strings to interpolate
 * (like `tokens/recipes.ts`): the keyboard focus ring and a disabled Radix trigger.
 */

/** The keyboard focus ring, `offset` outside the element (a negative calc draws it inside). */
export const focusRing = (t: Theme, offset: string) => `
  &:focus-visible {
    outline: ${t.borderWidths.focus} solid ${t.color.border.focus};
    outline-offset: ${offset};
  }
`;

/** A disabled Radix trigger or item (`data-disabled`): greyed text, no pointer. */
export const disabledTrigger = (t: Theme) => `
  &[data-disabled] {
    color: ${t.color.action.disabled.fg};
    cursor: not-allowed;
  }
`;
