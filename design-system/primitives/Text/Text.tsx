import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = [
  'primary',
  'secondary',
  'muted',
  'inverse',
  'accent',
  'success',
  'warning',
  'danger',
] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textElements = ['p', 'span', 'div', 'strong', 'small'] as const;
export type TextElement = (typeof textElements)[number];

export const textAligns = ['start', 'center', 'end'] as const;
export type TextAlign = (typeof textAligns)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element rendered. Defaults to `p`. */
  as?: TextElement;
  /** Step of the type scale. */
  size?: TextSize;
  /** Semantic colour. `inverse` is for dark surfaces. */
  tone?: TextTone;
  /** Font weight token. `strong` defaults to semibold. */
  weight?: TextWeight;
  /** Text alignment. */
  align?: TextAlign;
  /** Clamp to one line with an ellipsis. */
  truncate?: boolean;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

const lineHeightFor = (t: Theme, size: TextSize) =>
  size === 'xl' || size === 'lg' ? t.font.lineHeight.snug : t.font.lineHeight.normal;

export const textToneColor = (t: Theme, tone: TextTone) => t.color.text[tone];

const textStyles = (
  t: Theme,
  size: TextSize,
  tone: TextTone,
  weight: TextWeight,
  align: TextAlign | undefined,
  truncate: boolean,
) => css`
  margin: 0;
  font-family: ${t.font.family.body};
  font-size: ${t.font.size[size]};
  line-height: ${lineHeightFor(t, size)};
  font-weight: ${t.font.weight[weight]};
  color: ${textToneColor(t, tone)};
  ${align ? `text-align: ${align};` : ''}
  ${
    truncate
      ? `
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  `
      : ''
  }
`;

/** Body copy: sizes, semantic tones, weights, and the element as data. */
export function Text({
  as: Tag = 'p',
  size = 'md',
  tone = 'primary',
  weight,
  align,
  truncate = false,
  children,
  ref,
  ...rest
}: TextProps) {
  const resolvedWeight = weight ?? (Tag === 'strong' ? 'semibold' : 'regular');
  return (
    <Tag
      ref={ref as Ref<never> /* one ref type for every `as` element */}
      data-size={size}
      data-tone={tone}
      data-weight={resolvedWeight}
      css={(t) => textStyles(t, size, tone, resolvedWeight, align, truncate)}
      {...rest}
    >
      {children}
    </Tag>
  );
}
