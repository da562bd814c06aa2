import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

export const cardTones = ['default', 'accent', 'inverse'] as const;
export type CardTone = (typeof cardTones)[number];

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardElements = ['div', 'article', 'section', 'li'] as const;
export type CardElement = (typeof cardElements)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Surface colour: raised white, the page accent tint, or the dark inverse surface. */
  tone?: CardTone;
  /** Inner padding step (`none` for media that bleeds to the edge). */
  padding?: CardPadding;
  /** Lifts on hover and shows a focus ring while anything inside has focus. Also reveals an Image's `hoverSrc`. */
  interactive?: boolean;
  /** The element rendered: `article` for products, `section` for titled groups. */
  as?: CardElement;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

const paddingFor = (t: Theme, padding: CardPadding) =>
  ({ none: '0', sm: t.space[4], md: t.space[6], lg: t.space[8] })[padding];

const toneStyles = (t: Theme, tone: CardTone) => {
  switch (tone) {
    case 'default':
      return css`
        background: ${t.color.surface.raised};
        color: ${t.color.text.primary};
        border-color: ${t.color.border.subtle};
      `;
    case 'accent':
      return css`
        background: ${t.color.surface.accent};
        color: ${t.color.text.primary};
        border-color: ${t.color.border.accent};
      `;
    case 'inverse':
      return css`
        background: ${t.color.surface.inverse};
        color: ${t.color.text.inverse};
        border-color: ${t.color.surface.inverse};
        --pod-focus-color: ${t.color.border.focusInverse};
      `;
  }
};

const cardStyles = (t: Theme, tone: CardTone, padding: CardPadding, interactive: boolean) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: ${paddingFor(t, padding)};
  border: ${t.borderWidths.thin} solid;
  border-radius: ${t.radii.lg};
  box-shadow: ${t.shadows.sm};
  overflow: hidden;
  list-style: none;
  ${toneStyles(t, tone)}
  ${
    interactive
      ? css`
          transition:
            transform ${t.motion.duration.base} ${t.motion.easing.standard},
            box-shadow ${t.motion.duration.base} ${t.motion.easing.standard};
          ${t.media.hover} {
            &:hover {
              transform: translateY(calc(-1 * ${t.space[1]}));
              box-shadow: ${t.shadows.lg};
            }
          }
          &:focus-within {
            box-shadow: ${t.shadows.lg};
            outline: ${t.borderWidths.focus} solid var(--pod-focus-color, ${t.color.border.focus});
            outline-offset: ${t.space[0.5]};
          }
          ${t.media.reducedMotion} {
            &:hover {
              transform: none;
            }
          }
        `
      : ''
  }
`;

/** A surface that groups content: three tones, padding steps, and an interactive variant for product and sport cards. */
export function Card({
  tone = 'default',
  padding = 'md',
  interactive = false,
  as: Tag = 'div',
  children,
  ref,
  ...rest
}: CardProps) {
  return (
    <Tag
      ref={ref as Ref<never> /* one ref type for every `as` element */}
      data-tone={tone}
      data-interactive={interactive || undefined}
      data-hover-group={interactive ? '' : undefined}
      css={(t) => cardStyles(t, tone, padding, interactive)}
      {...rest}
    >
      {children}
    </Tag>
  );
}
