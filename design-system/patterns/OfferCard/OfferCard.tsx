import { css, useTheme, type Theme } from '@emotion/react';
import { CalendarDays, Clock, Coffee, Pizza } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CafeOffer } from '../../../machines/cafe/cafe.view';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Image } from '../../primitives/Image';
import { Text } from '../../primitives/Text';
import { childIcon, row, square } from '../../primitives/shared.styles';

export const offerCardIcons = ['pizza', 'coffee'] as const;
export type OfferCardIcon = (typeof offerCardIcons)[number];

const icons: Record<OfferCardIcon, ReactNode> = {
  pizza: <Pizza aria-hidden="true" />,
  coffee: <Coffee aria-hidden="true" />,
};

/** Width / height of an offer's picture. */
export const OFFER_IMAGE_RATIO = 16 / 9;

export interface OfferCardProps {
  /** The offer: title, days, hours, what it is, and its picture when staff uploaded one. */
  offer: CafeOffer;
  /** The picture in the corner. */
  icon: OfferCardIcon;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    height: 100%;
    gap: ${t.space[4]};
    border-color: ${t.color.border.accent};
  `,
  head: (t: Theme) => css`
    ${row(t, 3)}
  `,
  icon: (t: Theme) => css`
    display: grid;
    flex: none;
    place-items: center;
    ${square(t.space[12])}
    border-radius: ${t.radii.round};
    background: ${t.color.action.primary.bg};
    color: ${t.color.action.primary.fg};
    ${childIcon(t, 'lg')}
  `,
  when: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;
    & > div {
      ${row(t, 2)}
    }
    & dt {
      display: flex;
      color: ${t.color.text.accent};
    }
    & dt svg {
      ${square(t.sizes.icon.md)}
    }
    & dd {
      margin: 0;
      font-weight: ${t.font.weight.semibold};
    }
  `,
};

/**
 * A café offer (Pizza Fest Friday, Coffee Happy Hours): its picture when it has one (decorative: the title names the
 * offer), title, the days and hours it runs, and what it is.
 */
export function OfferCard({ offer, icon, className }: OfferCardProps) {
  const theme = useTheme();
  return (
    <Card as="li" tone="accent" css={styles.card(theme)} className={className} data-offer={offer.id}>
      {offer.image ? <Image src={offer.image} alt="" ratio={OFFER_IMAGE_RATIO} radius="md" /> : null}
      <div css={styles.head(theme)}>
        <span css={styles.icon(theme)}>{icons[icon]}</span>
        <Heading level={3} size="md">
          {offer.title}
        </Heading>
      </div>
      <dl css={styles.when(theme)}>
        <div>
          <dt>
            <CalendarDays aria-label="Days" role="img" />
          </dt>
          <dd>{offer.days}</dd>
        </div>
        <div>
          <dt>
            <Clock aria-label="Hours" role="img" />
          </dt>
          <dd>{offer.hours}</dd>
        </div>
      </dl>
      <Text>{offer.description}</Text>
    </Card>
  );
}
