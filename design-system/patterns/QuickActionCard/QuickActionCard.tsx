import { css, useTheme, type Theme } from '@emotion/react';
import { ArrowUpRight, AtSign, Bike, MapPin, Phone, Star, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CafeQuickActionId, CafeQuickActionView } from '../../../machines/cafe/cafe.view';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { column } from '../../tokens/recipes';
import { childIcon, square } from '../../primitives/shared.styles';

/** The icon of each quick action (data, not branching). */
export const quickActionIcons: Record<CafeQuickActionId, ReactNode> = {
  directions: <MapPin aria-hidden="true" />,
  reviews: <Star aria-hidden="true" />,
  swiggy: <Bike aria-hidden="true" />,
  zomato: <UtensilsCrossed aria-hidden="true" />,
  follow: <AtSign aria-hidden="true" />,
  call: <Phone aria-hidden="true" />,
};

export interface QuickActionCardProps {
  /** The action: title, description, link and whether it opens in a new tab (`cafeQuickActionViews`). */
  action: CafeQuickActionView;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    height: 100%;
    gap: ${t.space[3]};
  `,
  link: (t: Theme) => css`
    ${column(t, 3)}
    height: 100%;
    color: inherit;
    text-decoration: none;
    &:focus-visible {
      outline: none;
    }
    /* The whole card is the link's target. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  `,
  top: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
  `,
  icon: (t: Theme) => css`
    display: grid;
    place-items: center;
    ${square(t.space[12])}
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.accent};
    color: ${t.color.text.accent};
    ${childIcon(t, 'lg')}
  `,
  arrow: (t: Theme) => css`
    ${square(t.sizes.icon.md)}
    color: ${t.color.text.secondary};
  `,
  title: (t: Theme) => css`
    font-family: ${t.font.family.display};
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.snug};
  `,
};

/**
 * A café quick action (Get Directions, Read Reviews, the two ordering services, Follow Us, Call & Reserve): the
 * whole card is one link. Outbound pages open in a new tab (said to screen readers); the phone call does not.
 */
export function QuickActionCard({ action, className }: QuickActionCardProps) {
  const theme = useTheme();
  return (
    <Card as="li" interactive css={styles.card(theme)} className={className} data-action={action.id}>
      <Link href={action.href} external={action.external} unstyled css={styles.link(theme)}>
        <span css={styles.top}>
          <span css={styles.icon(theme)}>{quickActionIcons[action.id]}</span>
          {action.external && <ArrowUpRight aria-hidden="true" css={styles.arrow(theme)} />}
        </span>
        <span css={styles.title(theme)}>{action.title}</span>
        <Text as="span" size="sm" tone="secondary">
          {action.description}
        </Text>
        {action.external && <VisuallyHidden>(opens in a new tab)</VisuallyHidden>}
      </Link>
    </Card>
  );
}
