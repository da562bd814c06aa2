import { css, useTheme, type Theme } from '@emotion/react';
import { Users } from 'lucide-react';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { column } from '../../tokens/recipes';
import { childIcon, inlineCentred, square } from '../../primitives/shared.styles';

export interface GroupBookingCardProps {
  /** Bookings needed for the discount (spec: 10). */
  minBookings: number;
  /** The discount in percent (spec: 15). */
  discountPercent: number;
  /** One sentence under the offer. */
  description?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[4]} ${t.space[6]};
  `,
  icon: (t: Theme) => css`
    ${inlineCentred}
    ${square(t.space[16])}
    border-radius: ${t.radii.round};
    background: ${t.color.surface.inverseRaised};
    color: ${t.color.text.highlight};
    ${childIcon(t, 'lg')}
  `,
  body: (t: Theme) => css`
    ${column(t, 1)}
    flex: 1 1 calc(${t.space[24]} * 2.5);
  `,
  offer: (t: Theme) => css`
    margin: 0;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['4xl']};
    font-weight: ${t.font.weight.black};
    color: ${t.color.text.highlight};
    line-height: ${t.font.lineHeight.tight};
  `,
};

/** The group bookings card: N or more bookings get P% off. */
export function GroupBookingCard({ minBookings, discountPercent, description, className }: GroupBookingCardProps) {
  const theme = useTheme();
  return (
    <Card tone="inverse" as="section" aria-label="Group bookings" css={styles.card(theme)} className={className}>
      <span css={styles.icon(theme)}>
        <Users aria-hidden="true" />
      </span>
      <div css={styles.body(theme)}>
        <Heading level={2} size="md" tone="inverse">
          Group Bookings
        </Heading>
        <Text tone="inverse">
          Book {minBookings} or more sessions together and save {discountPercent}%.
        </Text>
        {description && (
          <Text size="sm" tone="inverse">
            {description}
          </Text>
        )}
      </div>
      <p css={styles.offer(theme)} data-part="discount">
        {discountPercent}% off
      </p>
    </Card>
  );
}
