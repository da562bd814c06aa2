import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

export const containerSizes = ['default', 'prose', 'narrow'] as const;
export type ContainerSize = (typeof containerSizes)[number];

export const containerElements = ['div', 'section', 'main', 'header', 'footer', 'article'] as const;
export type ContainerElement = (typeof containerElements)[number];

const maxWidth = (t: Theme, size: ContainerSize) =>
  ({ default: t.sizes.container, prose: t.sizes.prose, narrow: t.sizes.narrow })[size];

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Maximum content width: `default` for pages, `prose` for reading text, `narrow` for forms. */
  size?: ContainerSize;
  /** The element rendered. */
  as?: ContainerElement;
  /** Drop the side padding (for content that bleeds to the edge on phones). */
  flush?: boolean;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

const containerStyles = (t: Theme, size: ContainerSize, flush: boolean) => css`
  width: 100%;
  max-width: ${maxWidth(t, size)};
  margin-inline: auto;
  padding-inline: ${flush ? 0 : t.space[4]};
  ${t.media.abovePhone} {
    padding-inline: ${flush ? 0 : t.space[6]};
  }
  ${t.media.aboveLg} {
    padding-inline: ${flush ? 0 : t.space[8]};
  }
`;

/** Centres content at a token max width with side padding that grows with the screen. */
export function Container({
  size = 'default',
  as: Tag = 'div',
  flush = false,
  children,
  ref,
  ...rest
}: ContainerProps) {
  return (
    <Tag
      ref={ref as Ref<never> /* one ref type for every `as` element */}
      data-size={size}
      css={(t) => containerStyles(t, size, flush)}
      {...rest}
    >
      {children}
    </Tag>
  );
}
