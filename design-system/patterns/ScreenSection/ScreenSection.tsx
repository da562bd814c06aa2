import { css, type Theme } from '@emotion/react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { column, type SpaceStep } from '../../tokens/recipes';

export const screenSectionHeadingSizes = ['sm', 'md', 'lg'] as const;
export type ScreenSectionHeadingSize = (typeof screenSectionHeadingSizes)[number];

/** How the heading and its intro sit: as text (`block`) or a narrow column of their own (`prose`). */
export const screenSectionHeads = ['block', 'prose'] as const;
export type ScreenSectionHead = (typeof screenSectionHeads)[number];

export interface ScreenSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's h2, which names it. */
  heading: string;
  /** The heading's visual size. */
  headingSize?: ScreenSectionHeadingSize;
  /** The h2's id, when a link elsewhere points at it; one is made up otherwise. */
  headingId?: string;
  /** Space between the heading and each part of the content. */
  gap?: SpaceStep;
  /** A line under the heading. */
  intro?: string;
  /** A link under the intro (e.g. to the coaching plans). */
  link?: { label: string; href: string };
  /** The heading and intro as text (`block`) or a narrow column (`prose`). */
  head?: ScreenSectionHead;
  /** What the heading names. */
  children: ReactNode;
}

const styles = {
  root: (t: Theme, gap: SpaceStep) => css`
    ${column(t, gap)}
  `,
  prose: (t: Theme) => css`
    ${column(t, 2)}
    max-width: ${t.sizes.prose};
  `,
};

/** A section of a page named by its h2, with an optional line and link under the heading, then its content. */
export function ScreenSection({
  heading,
  headingSize = 'lg',
  headingId,
  gap = 4,
  intro,
  link,
  head = 'block',
  children,
  ...rest
}: ScreenSectionProps) {
  const madeId = useId();
  const id = headingId ?? madeId;
  const title = (
    <Heading level={2} size={headingSize} id={id}>
      {heading}
    </Heading>
  );
  return (
    <section css={(t) => styles.root(t, gap)} aria-labelledby={id} {...rest}>
      {intro === undefined && link === undefined ? (
        title
      ) : (
        <div css={head === 'prose' ? styles.prose : undefined} data-head={head}>
          {title}
          {intro !== undefined && <Text tone="secondary">{intro}</Text>}
          {link && <Link href={link.href}>{link.label}</Link>}
        </div>
      )}
      {children}
    </section>
  );
}
