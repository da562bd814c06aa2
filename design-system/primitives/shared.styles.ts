import type { Theme } from '@emotion/react';

/**
 * Declaration groups that primitives and patterns repeat beyond `tokens/recipes.ts`, as plain strings to interpolate
 * where a component would write the same lines (same order, same values): interaction states, icon boxes and rows.
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

/** Width and height both `size` (an icon, a touch target). */
export const square = (size: string) => `
  width: ${size};
  height: ${size};
`;

/** An icon at a step of the icon scale that never shrinks in a flex row. */
export const iconBox = (t: Theme, size: keyof Theme['sizes']['icon']) => `
  flex: none;
  ${square(t.sizes.icon[size])}
`;

/** Its content centred both ways, the box itself inline (an icon button, a badge's circle). */
export const inlineCentred = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/** Children in a row, centred on the cross axis, `gap` apart. */
export const row = (t: Theme, gap: keyof Theme['space']) => `
  display: flex;
  align-items: center;
  gap: ${t.space[gap]};
`;

/** The inline form of `row` (a link or a label with its icon). */
export const inlineRow = (t: Theme, gap: keyof Theme['space']) => `
  display: inline-flex;
  align-items: center;
  gap: ${t.space[gap]};
`;
