import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { column } from '../../tokens/recipes';

export const screenHeaderElements = ['div', 'header'] as const;
export type ScreenHeaderElement = (typeof screenHeaderElements)[number];

export interface ScreenHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The page's h1, e.g. "Contact Us". */
  heading: string;
  /** The line under the heading. */
  intro: string;
  /** The element rendered: a `header` where the page's header is a landmark of its own. */
  as?: ScreenHeaderElement;
  /** What follows the intro (the FAQ's category links). */
  children?: ReactNode;
}

/** The heading, the intro and what follows, in a column. */
const rootStyles = (t: Theme) => css(column(t, 3));

/** The top of a page without a hero: its h1 with a line under it, and what the page adds (links, a status). */
export function ScreenHeader({ heading, intro, as: Tag = 'div', children, ...rest }: ScreenHeaderProps) {
  return (
    <Tag css={rootStyles} {...rest}>
      <Heading level={1}>{heading}</Heading>
      <Text size="lg" tone="secondary">
        {intro}
      </Text>
      {children}
    </Tag>
  );
}
