import { css, type Theme } from '@emotion/react';
import { Award, ShieldCheck, Truck } from 'lucide-react';
import { bareList } from '../../tokens/recipes';
import { childIconBox, inlineRow } from '../../primitives/shared.styles';

/** The icon of each header badge. */
export const shopBadgeIcons = ['secure', 'quality', 'delivery'] as const;
export type ShopBadgeIcon = (typeof shopBadgeIcons)[number];

export interface ShopHeaderBadge {
  /** Which icon: a shield, a rosette or a truck. */
  icon: ShopBadgeIcon;
  /** The badge text, e.g. "Secure Online Payment". */
  label: string;
}

export interface ShopHeaderBadgesProps {
  /** The badges, in order. */
  items: readonly ShopHeaderBadge[];
}

const icons = { secure: ShieldCheck, quality: Award, delivery: Truck } as const;

const styles = {
  list: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${t.space[3]};
    ${bareList}
  `,
  item: (t: Theme) => css`
    ${inlineRow(t, 2)}
    padding: ${t.space[2]} ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.status.accent.border};
    border-radius: ${t.radii.pill};
    background: ${t.color.status.accent.bg};
    color: ${t.color.status.accent.fg};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    ${childIconBox(t, 'md')}
  `,
};

/** The shop's promise badges: Secure Online Payment, Premium Quality, Fast Delivery. */
export function ShopHeaderBadges({ items }: ShopHeaderBadgesProps) {
  return (
    <ul css={styles.list} aria-label="Why shop with us" data-part="shop-badges">
      {items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.label} css={styles.item} data-icon={item.icon}>
            <Icon aria-hidden="true" />
            {item.label}
          </li>
        );
      })}
    </ul>
  );
}
