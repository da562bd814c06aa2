import { css, useTheme, type Theme } from '@emotion/react';
import { MessageSquareHeart, Star } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { bareList, column } from '../../tokens/recipes';
import { childIcon } from '../../primitives/shared.styles';
import { SectionTitle } from '../SectionTitle';

/** Ratings are whole stars from 1 to 5. */
export const reviewRatings = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof reviewRatings)[number];

/** A review (static sample content, spec §3). */
export interface Review {
  /** The reviewer's name. */
  name: string;
  /** 1 to 5 stars. */
  rating: ReviewRating;
  /** What they wrote. */
  text: string;
  /** When, as shown (e.g. "October 2026"). */
  date: string;
}

export interface ReviewsProps {
  /** The section heading. */
  heading: string;
  /** A line under the heading. */
  intro?: string;
  /** The reviews, in order. */
  reviews: readonly Review[];
  /** A link under the reviews for the visitor's own feedback (a chat link, opened in a new tab). Absent: none. */
  share?: { label: string; href: string };
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 6)}
  `,
  list: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${t.space[24]} * 3)), 1fr));
    gap: ${t.space[4]};
    ${bareList}
  `,
  card: (t: Theme) => css`
    gap: ${t.space[3]};
  `,
  stars: (t: Theme) => css`
    display: inline-flex;
    gap: ${t.space[0.5]};
    color: ${t.color.status.warning.border};
    ${childIcon(t, 'md')}
    & > svg[data-filled='false'] {
      color: ${t.color.border.default};
    }
  `,
  quote: (t: Theme) => css`
    margin: 0;
    font-size: ${t.font.size.md};
    line-height: ${t.font.lineHeight.relaxed};
    color: ${t.color.text.primary};
  `,
  footer: (t: Theme) => css`
    display: flex;
    justify-content: space-between;
    gap: ${t.space[2]};
    margin-top: auto;
    font-size: ${t.font.size.sm};
  `,
};

/** Star rating: filled stars for the rating, read out as "Rated N out of 5". */
export function StarRating({ rating }: { rating: ReviewRating }) {
  const theme = useTheme();
  return (
    <span css={styles.stars(theme)} data-rating={rating}>
      {reviewRatings.map((n) => (
        <Star key={n} aria-hidden="true" data-filled={n <= rating} fill={n <= rating ? 'currentColor' : 'none'} />
      ))}
      <VisuallyHidden>Rated {rating} out of 5</VisuallyHidden>
    </span>
  );
}

/** The reviews section: a grid of review cards with star ratings, names and dates, and an optional feedback link. */
export function Reviews({ heading, intro, reviews, share, className }: ReviewsProps) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section css={styles.root(theme)} className={className} aria-labelledby={headingId}>
      <SectionTitle heading={heading} intro={intro} id={headingId} />
      <ul css={styles.list(theme)}>
        {reviews.map((review) => (
          <Card as="li" key={`${review.name}-${review.date}`} css={styles.card(theme)}>
            <StarRating rating={review.rating} />
            <blockquote css={styles.quote(theme)}>{review.text}</blockquote>
            <p css={styles.footer(theme)}>
              <Text as="strong" size="sm">
                {review.name}
              </Text>
              <Text as="span" size="sm" tone="secondary">
                {review.date}
              </Text>
            </p>
          </Card>
        ))}
      </ul>
      {share && (
        <div>
          <Button href={share.href} external variant="outline" icon={<MessageSquareHeart aria-hidden="true" />}>
            {share.label}
          </Button>
        </div>
      )}
    </section>
  );
}
