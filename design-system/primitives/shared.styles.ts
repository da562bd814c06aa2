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

/** Sizes the element's own icon (its `svg` child) at a step of the icon scale. */
export const childIcon = (t: Theme, size: keyof Theme['sizes']['icon']) => `
  & > svg {
    ${square(t.sizes.icon[size])}
  }
`;

/** Like `childIcon`, and the icon never shrinks in a flex row. */
export const childIconBox = (t: Theme, size: keyof Theme['sizes']['icon']) => `
  & > svg {
    ${iconBox(t, size)}
  }
`;

/** A row whose first and last children sit at its two ends, centred on the cross axis, `gap` apart; no wrapping. */
export const ends = (t: Theme, gap: keyof Theme['space']) => `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[gap]};
`;

/** Secondary small print with no margin: a hint, a caption, a note under a value. */
export const smallPrint = (t: Theme) => `
  margin: 0;
  color: ${t.color.text.secondary};
  font-size: ${t.font.size.sm};
  line-height: ${t.font.lineHeight.normal};
`;

/**
 * A list whose lines each lead with a small accent icon (a plan's features, a package's benefits): lines `gap` apart,
 * the icon `iconDrop` down so it sits on the first line of text.
 */
export const iconList = (t: Theme, gap: keyof Theme['space'], iconDrop: keyof Theme['space']) => `
  display: flex;
  flex-direction: column;
  gap: ${t.space[gap]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    gap: ${t.space[2]};
  }
  & svg {
    ${iconBox(t, 'sm')}
    margin-top: ${t.space[iconDrop]};
    color: ${t.color.text.accent};
  }
`;
