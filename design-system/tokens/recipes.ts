/**
 * Style recipes: the few declaration groups that components repeat, written once from the theme's tokens. A
 * component interpolates one where it would write the same lines, and adds only what is its own:
 *
 *   root: (t: Theme) => css`
 *     ${column(t, 6)}
 *     padding-block: ${t.space[6]};
 *   `,
 *
 * Each recipe is a plain string of declarations (no selector), so it composes inside any rule, nested ones too, and
 * keeps the order of the lines it replaces. Layout that a component only needs once stays in its own styles.
 */
import type { Theme } from '@emotion/react';

/** A step of the spacing scale (`theme.space`). */
export type SpaceStep = keyof Theme['space'];

/** Children in a column, `gap` apart. */
export const column = (t: Theme, gap: SpaceStep) => `
  display: flex;
  flex-direction: column;
  gap: ${t.space[gap]};
`;

/** Children in a wrapping row, centred on the cross axis, `gap` apart. */
export const cluster = (t: Theme, gap: SpaceStep) => `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[gap]};
`;

/** A wrapping row whose first and last children sit at its two ends (a title and its actions). */
export const spread = (t: Theme, gap: SpaceStep) => `
  ${cluster(t, gap)}
  justify-content: space-between;
`;

/** A list without the browser's bullets and indent. */
export const bareList = `
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list without bullets whose items stack `gap` apart. */
export const stackedList = (t: Theme, gap: SpaceStep) => `
  ${bareList}
  ${column(t, gap)}
`;

/** Its content centred both ways. */
export const centred = `
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** A bordered panel on the page's base surface (forms, records, summaries). */
export const panel = (t: Theme) => `
  padding: ${t.space[4]};
  border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  border-radius: ${t.radii.lg};
  background: ${t.color.surface.base};
`;

/** A title in the display face, bold, at `size` of the type scale, with no margin. */
export const displayTitle = (t: Theme, size: keyof Theme['font']['size']) => `
  margin: 0;
  font-family: ${t.font.family.display};
  font-size: ${t.font.size[size]};
  font-weight: ${t.font.weight.bold};
`;

/** Small bold capitals: an overline or a column's label. */
export const overline = (t: Theme) => `
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.bold};
  letter-spacing: ${t.font.letterSpacing.caps};
  text-transform: uppercase;
`;
