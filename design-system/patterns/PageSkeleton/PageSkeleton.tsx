import { css, useTheme, type Theme } from '@emotion/react';
import { Container } from '../../primitives/Container';
import { Skeleton } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { column } from '../../tokens/recipes';

export interface PageSkeletonProps {
  /** What is being read, for screen readers (e.g. "Loading your cart"). */
  label: string;
}

/**
 * At least one screen tall. The skeleton and the screens that replace it (cart, checkout) all keep the footer below
 * the fold, so whatever the content turns out to be, nothing on screen moves when it replaces the skeleton.
 */
export const atLeastOneScreen = css`
  min-height: 100vh;
  min-height: 100dvh;
`;

const styles = {
  root: (t: Theme) => css`
    ${column(t, 8)}
    padding-block: ${t.space[10]} ${t.space[16]};
    ${atLeastOneScreen};
  `,
  layout: (t: Theme) => css`
    display: grid;
    gap: ${t.space[8]};
    align-items: start;
    ${t.media.aboveLg} {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
  `,
  column: (t: Theme) => css`
    ${column(t, 4)}
  `,
};

/**
 * The frame of a page whose content is read in the browser after the first paint (the cart and checkout read the
 * cart stored on the device): a heading line and content blocks at least a screen tall, marked busy, so the served
 * page is not blank and nothing below it moves when the content replaces it.
 */
export function PageSkeleton({ label }: PageSkeletonProps) {
  const t = useTheme();
  return (
    <Container css={styles.root} data-part="page-skeleton" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton shape="block" width="40%" height={t.space[8]} />
      <div css={styles.layout} aria-hidden="true">
        <div css={styles.column}>
          <Skeleton shape="block" height={t.space[24]} />
          <Skeleton shape="block" height={t.space[24]} />
        </div>
        <Skeleton shape="block" height={`calc(${t.space[24]} * 2)`} />
      </div>
    </Container>
  );
}
