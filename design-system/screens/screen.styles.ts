/**
 * Style recipes the public screens share (the admin screens have their own): the page's outer column, rows, icon
 * tiles, card grids and the centred message layout of the 404, offline, error and order-lookup pages. Like
 * `tokens/recipes.ts`, each is a plain string of declarations, interpolated where a screen would write those lines,
 * in their order.
 */
import type { Theme } from '@emotion/react';
import { bareList, column, overline, type SpaceStep } from '../tokens/recipes';

/** A screen's outer column: its sections `gap` apart, padded `top` and `bottom` inside the page. */
export const screenColumn = (t: Theme, gap: SpaceStep, top: SpaceStep, bottom: SpaceStep = 16) => `
  ${column(t, gap)}
  padding-block: ${t.space[top]} ${t.space[bottom]};
`;

/** The column of sections under a page hero: `gap` apart, with room below the last. */
export const heroSections = (t: Theme, gap: SpaceStep = 16) => `
  ${column(t, gap)}
  padding-bottom: ${t.space[16]};
`;

/** A column of centred lines of text and what goes with them (an icon, a button), `gap` apart. */
export const centredColumn = (t: Theme, gap: SpaceStep) => `
  ${column(t, gap)}
  align-items: center;
  text-align: center;
`;

/** A row of children centred (or `align`ed) on the cross axis, `gap` apart, not wrapping: a title with its icon. */
export const row = (t: Theme, gap: SpaceStep, align: 'center' | 'flex-start' = 'center') => `
  display: flex;
  align-items: ${align};
  gap: ${t.space[gap]};
`;

/** `row` that flows inside text (an eyebrow, a pill). */
export const inlineRow = (t: Theme, gap: SpaceStep) => `
  display: inline-flex;
  align-items: center;
  gap: ${t.space[gap]};
`;

/** Buttons or chips in a wrapping row, `gap` apart (`columnGap` apart across, when it differs). */
export const wrapRow = (t: Theme, gap: SpaceStep, columnGap?: SpaceStep) => `
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[gap]}${columnGap === undefined ? '' : ` ${t.space[columnGap]}`};
`;

/** Sizes the element's icons (its direct `svg` children), with any `more` declarations for them. */
export const iconSize = (size: string, more = '') => `
  & > svg {
    width: ${size};
    height: ${size};
    ${more}
  }
`;

/** A square tile with its icon in the middle: `size` wide, `radius` round, `background` behind `color`. */
export const iconTile = (size: string, radius: string, background: string, color: string) => `
  display: grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: ${radius};
  background: ${background};
  color: ${color};
`;

/** A list without bullets laid out as a grid of `columns`, `gap` apart. */
export const gridList = (t: Theme, columns: string, gap: SpaceStep) => `
  display: grid;
  grid-template-columns: ${columns};
  gap: ${t.space[gap]};
  ${bareList}
`;

/** Columns at least `minWidth` wide, as many as fit (a whole column on a narrow screen). */
export const autoColumns = (minWidth: string, fill: 'fill' | 'fit' = 'fill') =>
  `repeat(auto-${fill}, minmax(min(100%, ${minWidth}), 1fr))`;

/** A grid list of cards (coaches, programmes), each card stretched to its row's height. */
export const cardGridList = (t: Theme) => `
  ${gridList(t, autoColumns(`calc(${t.space[24]} * 2.6)`), 6)}
  & > li {
    display: flex;
    flex-direction: column;
  }
`;

/** A message page (404, offline, error): its parts centred in a column, `gap` apart, at least `minHeight` tall. */
export const messagePage = (t: Theme, gap: SpaceStep, minHeight: string) => `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${t.space[gap]};
  min-height: ${minHeight};
  padding-block: ${t.space[16]};
  text-align: center;
`;

/** A message page's buttons: a centred, wrapping row. */
export const messageActions = (t: Theme) => `
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${t.space[3]};
`;

/**
 * One column (`narrow`, or the grid's implicit one when null), then from large screens two of `first` and `second`
 * shares, tops aligned: a form beside its cards.
 */
export const splitColumns = (t: Theme, first: string, second: string, narrow: string | null = 'minmax(0, 1fr)') => `
  display: grid;
  ${narrow === null ? '' : `grid-template-columns: ${narrow};`}
  gap: ${t.space[8]};
  align-items: start;
  ${t.media.aboveLg} {
    grid-template-columns: minmax(0, ${first}) minmax(0, ${second});
  }
`;

/** Small accent capitals with a leading icon, above a page's title: the locality, the membership key. */
export const eyebrow = (t: Theme) => `
  ${inlineRow(t, 2)}
  ${overline(t)}
  color: ${t.color.text.accent};
  ${iconSize(t.sizes.icon.sm)}
`;

/** A list of up to four cards a row: one on phones, two from small screens, four from extra-large ones. */
export const fourUpList = (t: Theme) => `
  ${gridList(t, 'minmax(0, 1fr)', 4)}
  ${t.media.aboveSm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${t.media.aboveXl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** A boxed notice in a status's colours (a reason a line cannot be bought). */
export const statusBox = (t: Theme, tone: keyof Theme['color']['status']) => `
  padding: ${t.space[3]};
  border: ${t.borderWidths.thin} solid ${t.color.status[tone].border};
  border-radius: ${t.radii.md};
  background: ${t.color.status[tone].bg};
  color: ${t.color.status[tone].fg};
`;

/** A message page's round badge in a status's colours, its icon large in the middle. */
export const messageBadge = (t: Theme, tone: keyof Theme['color']['status']) => `
  ${iconTile(t.space[16], t.radii.round, t.color.status[tone].bg, t.color.status[tone].fg)}
  ${iconSize(t.sizes.icon.lg)}
`;
