import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { space } from '../../tokens';
import { bareList } from '../../tokens/recipes';

/** A key of the spacing scale (`theme.space`). */
export type SpaceKey = keyof typeof space;

export const stackDirections = ['row', 'column'] as const;
export type StackDirection = (typeof stackDirections)[number];

export const stackAligns = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export type StackAlign = (typeof stackAligns)[number];

export const stackJustifies = ['start', 'center', 'end', 'between', 'around'] as const;
export type StackJustify = (typeof stackJustifies)[number];

export const stackElements = ['div', 'section', 'ul', 'ol', 'nav', 'header', 'footer'] as const;
export type StackElement = (typeof stackElements)[number];

const alignValue: Record<StackAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

const justifyValue: Record<StackJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
};

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Main axis. */
  direction?: StackDirection;
  /** Main axis at phone width (≤ 768 px), when it differs: a row of cards becomes a column on phones. */
  phoneDirection?: StackDirection;
  /** Space between children: a key of `theme.space`. */
  gap?: SpaceKey;
  /** Cross-axis alignment. Defaults to `stretch`. */
  align?: StackAlign;
  /** Main-axis distribution. */
  justify?: StackJustify;
  /** Let children wrap onto new lines. */
  wrap?: boolean;
  /** The element rendered (lists get their bullets and padding removed). */
  as?: StackElement;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

const stackStyles = (
  t: Theme,
  direction: StackDirection,
  phoneDirection: StackDirection | undefined,
  gap: SpaceKey,
  align: StackAlign,
  justify: StackJustify,
  wrap: boolean,
) => css`
  display: flex;
  flex-direction: ${direction};
  gap: ${t.space[gap]};
  align-items: ${alignValue[align]};
  justify-content: ${justifyValue[justify]};
  flex-wrap: ${wrap ? 'wrap' : 'nowrap'};
  min-width: 0;
  ${bareList}
  ${phoneDirection && phoneDirection !== direction ? `${t.media.phone} { flex-direction: ${phoneDirection}; }` : ''}
`;

/** One-dimensional layout: a row or column of children with a token gap. */
export function Stack({
  direction = 'column',
  phoneDirection,
  gap = 4,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as: Tag = 'div',
  children,
  ref,
  ...rest
}: StackProps) {
  return (
    <Tag
      ref={ref as Ref<never> /* one ref type for every `as` element */}
      data-direction={direction}
      data-phone-direction={phoneDirection}
      css={(t) => stackStyles(t, direction, phoneDirection, gap, align, justify, wrap)}
      {...rest}
    >
      {children}
    </Tag>
  );
}
