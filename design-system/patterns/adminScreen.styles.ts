/**
 * The admin screens' shared layout, built from the style recipes: the screen's column, a bordered panel (or a
 * fieldset whose legend is the panel's heading), a row of actions, a list of bordered rows, and a one-line error.
 * A screen interpolates these and adds only what is its own; tokens only.
 */
import { css, type Theme } from '@emotion/react';
import { cluster, column, displayTitle, panel, stackedList, type SpaceStep } from '../tokens/recipes';

/** The screen's `main`: its parts in a column, `gap` apart, with room above and below. */
export const adminRoot = (gap: SpaceStep) => (t: Theme) => css`
  ${column(t, gap)}
  padding-block: ${t.space[6]};
`;

/** A bordered panel whose parts stack `gap` apart. */
export const adminPanel = (t: Theme, gap: SpaceStep = 3) => `
  ${panel(t)}
  ${column(t, gap)}
`;

/** A fieldset drawn as a panel: no browser margin, and its legend drawn as the panel's heading. */
export const adminFieldset = (t: Theme) => `
  margin: 0;
  min-width: 0;
  ${adminPanel(t)}
  & > legend {
    float: left;
    width: 100%;
    padding: 0;
    ${legendText(t)}
  }
`;

/** A legend or record title in the display face, at the panel heading's size and colour. */
export const legendText = (t: Theme) => `
  font-family: ${t.font.family.display};
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.bold};
  color: ${t.color.text.primary};
`;

/** A record's title: the legend's face with no margin. */
export const recordTitle = (t: Theme) => `
  ${displayTitle(t, 'lg')}
  color: ${t.color.text.primary};
`;

/** A bordered row of a list: its text and its badges or buttons. */
export const adminRow = (t: Theme) => `
  padding: ${t.space[3]} ${t.space[4]};
  border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  border-radius: ${t.radii.md};
`;

export const adminScreenStyles = {
  /** The screen's column, 24 px apart. */
  root: adminRoot(6),
  /** A section drawn as a bordered panel. */
  panel: (t: Theme) => css`
    ${adminPanel(t)}
  `,
  /** A fieldset drawn as a bordered panel, its legend the heading. */
  fieldset: (t: Theme) => css`
    ${adminFieldset(t)}
  `,
  /** A form's parts, one under the other. */
  stack: (t: Theme) => css`
    ${column(t, 4)}
  `,
  /** A row of buttons and the line that reports on them. */
  actions: (t: Theme) => css`
    ${cluster(t, 3)}
  `,
  /** A list of bordered rows. */
  list: (t: Theme) => css`
    ${stackedList(t, 2)}
  `,
  /** A row's text: a bold line over a small one. */
  rowText: (t: Theme) => css`
    ${column(t, 1)}
  `,
  /** Why something failed, in the danger colour. */
  alert: (t: Theme) => css`
    color: ${t.color.status.danger.fg};
  `,
};
