import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { SpaceKey } from '../Stack';
import { bareList } from '../../tokens/recipes';

export const gridColumnCounts = [1, 2, 3, 4] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

/** Width steps a column count can change at: `base` (all widths), then ≥ 480, > 768 (above phone), ≥ 1024, ≥ 1280. */
export const gridBreakpoints = ['base', 'sm', 'md', 'lg', 'xl'] as const;
export type GridBreakpoint = (typeof gridBreakpoints)[number];

export type GridColumns = { base: GridColumnCount } & Partial<Record<Exclude<GridBreakpoint, 'base'>, GridColumnCount>>;

export const gridElements = ['div', 'section', 'ul', 'ol'] as const;
export type GridElement = (typeof gridElements)[number];

/** The shop's layout: one column on small phones up to four on wide screens. */
export const defaultGridColumns: GridColumns = { base: 1, sm: 2, lg: 3, xl: 4 };

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Column count per width step, e.g. `{ base: 1, sm: 2, lg: 3, xl: 4 }`. Ignored when `minItemWidth` is set. */
  columns?: GridColumns;
  /** Alternative to `columns`: as many columns as fit, each at least this wide (pass a theme size), at most 4. */
  minItemWidth?: string;
  /** Space between cells: a key of `theme.space`. */
  gap?: SpaceKey;
  /** The element rendered (lists get their bullets and padding removed). */
  as?: GridElement;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

const mediaFor = (t: Theme, bp: Exclude<GridBreakpoint, 'base'>) =>
  ({ sm: t.media.aboveSm, md: t.media.abovePhone, lg: t.media.aboveLg, xl: t.media.aboveXl })[bp];

const track = (count: GridColumnCount) => `repeat(${count}, minmax(0, 1fr))`;

const gridStyles = (t: Theme, columns: GridColumns, minItemWidth: string | undefined, gap: SpaceKey) => {
  const template = minItemWidth
    ? css`
        /* At most four columns: each column is at least a quarter of the row, minus the gaps. */
        grid-template-columns: repeat(
          auto-fill,
          minmax(max(min(100%, ${minItemWidth}), calc((100% - 3 * ${t.space[gap]}) / 4)), 1fr)
        );
      `
    : css`
        grid-template-columns: ${track(columns.base)};
        ${gridBreakpoints
          .filter((bp): bp is Exclude<GridBreakpoint, 'base'> => bp !== 'base')
          .map((bp) => {
            const count = columns[bp];
            return count ? `${mediaFor(t, bp)} { grid-template-columns: ${track(count)}; }` : '';
          })
          .join('\n')}
      `;
  return css`
    display: grid;
    gap: ${t.space[gap]};
    ${bareList}
    ${template}
  `;
};

/** Two-dimensional layout: 1–4 equal columns by screen width, with a token gap. */
export function Grid({
  columns = defaultGridColumns,
  minItemWidth,
  gap = 6,
  as: Tag = 'div',
  children,
  ref,
  ...rest
}: GridProps) {
  return (
    <Tag
      ref={ref as Ref<never> /* one ref type for every `as` element */}
      data-layout={minItemWidth ? 'auto' : 'columns'}
      css={(t) => gridStyles(t, columns, minItemWidth, gap)}
      {...rest}
    >
      {children}
    </Tag>
  );
}
