import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

export const headingTones = ['primary', 'inverse', 'accent'] as const;
export type HeadingTone = (typeof headingTones)[number];

export const headingAligns = ['start', 'center', 'end'] as const;
export type HeadingAlign = (typeof headingAligns)[number];

/** The visual size each level gets when `size` is not given. */
export const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: '2xl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'xs',
};

type FontSizeKey = keyof Theme['font']['size'];

/** Font size on phones and above, per visual size: headings shrink one or two steps at ≤ 768 px. */
const sizeScale: Record<HeadingSize, { phone: FontSizeKey; abovePhone: FontSizeKey; lineHeight: 'tight' | 'snug' }> = {
  '2xl': { phone: '4xl', abovePhone: '6xl', lineHeight: 'tight' },
  xl: { phone: '3xl', abovePhone: '4xl', lineHeight: 'tight' },
  lg: { phone: '2xl', abovePhone: '3xl', lineHeight: 'snug' },
  md: { phone: 'xl', abovePhone: '2xl', lineHeight: 'snug' },
  sm: { phone: 'lg', abovePhone: 'xl', lineHeight: 'snug' },
  xs: { phone: 'md', abovePhone: 'lg', lineHeight: 'snug' },
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Semantic level: renders h1–h6. Keep the document outline in order; choose the look with `size`. */
  level: HeadingLevel;
  /** Visual size, independent of the level. Defaults to the level's usual size. */
  size?: HeadingSize;
  /** Colour: primary ink, inverse for dark surfaces, or the page accent. */
  tone?: HeadingTone;
  /** Text alignment. */
  align?: HeadingAlign;
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

const headingStyles = (t: Theme, size: HeadingSize, tone: HeadingTone, align: HeadingAlign | undefined) => {
  const scale = sizeScale[size];
  return css`
    margin: 0;
    font-family: ${t.font.family.display};
    font-weight: ${size === 'xs' || size === 'sm' ? t.font.weight.bold : t.font.weight.black};
    letter-spacing: ${size === 'xs' || size === 'sm' ? t.font.letterSpacing.normal : t.font.letterSpacing.tight};
    line-height: ${t.font.lineHeight[scale.lineHeight]};
    color: ${t.color.text[tone]};
    text-wrap: balance;
    font-size: ${t.font.size[scale.phone]};
    ${align ? `text-align: ${align};` : ''}
    ${t.media.abovePhone} {
      font-size: ${t.font.size[scale.abovePhone]};
    }
  `;
};

/** A heading in the display font; the semantic level and the visual size are separate props. */
export function Heading({ level, size, tone = 'primary', align, children, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  const visual = size ?? defaultHeadingSize[level];
  return (
    <Tag data-size={visual} data-tone={tone} css={(t) => headingStyles(t, visual, tone, align)} {...rest}>
      {children}
    </Tag>
  );
}
