import { css, type Theme } from '@emotion/react';
import { bareList, column } from '../../tokens/recipes';
import { focusRing, iconBox, inlineRow, square } from '../../primitives/shared.styles';

/** Diagonal stripes of the held state (button and legend swatch). */
const heldHatch = (t: Theme) =>
  `repeating-linear-gradient(135deg, ${t.color.surface.raised} 0 ${t.space[1]}, ${t.color.status.neutral.bg} ${t.space[1]} ${t.space[2]})`;

export const slotGridStyles = {
  root: (t: Theme) => css`
    ${column(t, 3)}
    min-width: 0;
    font-family: ${t.font.family.body};
  `,
  heading: (t: Theme) => css`
    margin: 0;
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.text.secondary};
  `,
  grid: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${t.space[2]};
    ${bareList}
    ${t.media.aboveSm} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    ${t.media.aboveLg} {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  `,
  empty: (t: Theme) => css`
    margin: 0;
    padding: ${t.space[6]} ${t.space[4]};
    border: ${t.borderWidths.thin} dashed ${t.color.border.default};
    border-radius: ${t.radii.md};
    color: ${t.color.text.secondary};
    text-align: center;
  `,
  slot: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${t.space[0.5]};
    width: 100%;
    /* Fill the grid row, so a row of available slots lines up with a booked or coaching slot beside it. */
    height: 100%;
    min-height: ${t.sizes.control.lg};
    padding: ${t.space[1.5]} ${t.space[1]};
    border: ${t.borderWidths.thin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.raised};
    color: ${t.color.text.primary};
    font-family: inherit;
    line-height: ${t.font.lineHeight.snug};
    cursor: pointer;
    transition: background-color ${t.motion.duration.fast} ${t.motion.easing.standard};
    & > [data-part='time'] {
      font-size: ${t.font.size.sm};
      font-weight: ${t.font.weight.semibold};
      white-space: nowrap;
    }
    & > [data-part='meta'] {
      font-size: ${t.font.size.xs};
      color: ${t.color.text.secondary};
      white-space: nowrap;
    }
    ${t.media.hover} {
      &[data-state='available']:hover {
        border-color: ${t.color.border.accent};
        background: ${t.color.surface.accent};
      }
    }
    &[data-state='selected'] {
      border-color: ${t.color.action.primary.bg};
      background: ${t.color.action.primary.bg};
      color: ${t.color.action.primary.fg};
      & > [data-part='meta'] {
        color: ${t.color.action.primary.fg};
      }
    }
    &[data-state='booked'] {
      border-color: ${t.color.status.neutral.border};
      background: ${t.color.status.neutral.bg};
      color: ${t.color.status.neutral.fg};
      cursor: not-allowed;
      & > [data-part='time'] {
        text-decoration: line-through;
      }
      & > [data-part='meta'] {
        color: ${t.color.status.neutral.fg};
      }
    }
    /* Held by another visitor's payment for a few minutes: hatched and dashed, so it never reads as booked. */
    &[data-state='held'] {
      border-style: dashed;
      border-color: ${t.color.status.neutral.fg};
      background: ${heldHatch(t)};
      color: ${t.color.text.secondary};
      cursor: not-allowed;
      & > [data-part='meta'] {
        color: ${t.color.text.secondary};
      }
    }
    &[data-state='coaching'] {
      border-color: ${t.color.status.warning.border};
      background: ${t.color.status.warning.bg};
      color: ${t.color.status.warning.fg};
      cursor: not-allowed;
      & > [data-part='meta'] {
        color: ${t.color.status.warning.fg};
      }
    }
    &[data-state='added'] {
      border-color: ${t.color.status.info.border};
      background: ${t.color.status.info.bg};
      color: ${t.color.status.info.fg};
      cursor: not-allowed;
      & > [data-part='meta'] {
        color: ${t.color.status.info.fg};
      }
    }
    /* A booked or held slot that offers the waiting list: it can be pressed, and shows a bell beside its state. */
    &[data-notify] {
      cursor: pointer;
      & [data-part='notify'] {
        display: inline-block;
        ${square(t.font.size.xs)}
        margin-inline-start: ${t.space[1]};
        vertical-align: -0.125em;
      }
    }
    ${t.media.hover} {
      &[data-notify]:hover {
        border-color: ${t.color.border.accent};
      }
    }
    ${focusRing(t, t.borderWidths.thin)}
  `,
  error: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[3]};
    margin: 0;
    padding: ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.status.danger.border};
    border-radius: ${t.radii.md};
    background: ${t.color.status.danger.bg};
    color: ${t.color.status.danger.fg};
    font-size: ${t.font.size.sm};
    & > p {
      display: flex;
      gap: ${t.space[2]};
      margin: 0;
    }
    & svg {
      ${iconBox(t, 'md')}
    }
  `,
  legend: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]} ${t.space[4]};
    ${bareList}
    font-size: ${t.font.size.xs};
    color: ${t.color.text.secondary};
    & > li {
      ${inlineRow(t, 1.5)}
    }
    & > [data-part='notify-hint'] > svg {
      ${square(t.space[3])}
    }
  `,
  swatch: (t: Theme) => css`
    display: inline-block;
    ${square(t.space[3])}
    border: ${t.borderWidths.thin} solid ${t.color.border.default};
    border-radius: ${t.radii.sm};
    background: ${t.color.surface.raised};
    &[data-state='selected'] {
      background: ${t.color.action.primary.bg};
      border-color: ${t.color.action.primary.bg};
    }
    &[data-state='booked'] {
      background: ${t.color.status.neutral.bg};
      border-color: ${t.color.status.neutral.border};
    }
    &[data-state='held'] {
      border-style: dashed;
      border-color: ${t.color.status.neutral.fg};
      background: ${heldHatch(t)};
    }
    &[data-state='coaching'] {
      background: ${t.color.status.warning.bg};
      border-color: ${t.color.status.warning.border};
    }
    &[data-state='added'] {
      background: ${t.color.status.info.bg};
      border-color: ${t.color.status.info.border};
    }
  `,
};
