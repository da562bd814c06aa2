import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { Availability } from '../../../machines/shop/catalogue.options';
import { childIconBox, inlineRow } from '../shared.styles';

export const badgeTones = ['neutral', 'success', 'warning', 'danger', 'info', 'accent', 'inverse'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

/** A product's availability, as the catalogue spells it. */
export const availabilityValues = ['In Stock', 'Pre-order', 'Out of Stock'] as const satisfies readonly Availability[];
export type { Availability };

/** The optional badge of a merchandise product. */
export const productBadgeKinds = ['Trending', 'Popular', 'Limited Edition', 'Pre-order'] as const;
export type ProductBadgeKind = (typeof productBadgeKinds)[number];

/** Spec: In Stock is green; Pre-order and Out of Stock are amber. */
export const availabilityTones: Record<Availability, BadgeTone> = {
  'In Stock': 'success',
  'Pre-order': 'warning',
  'Out of Stock': 'warning',
};

/** Each product badge kind has its own tone. */
export const productBadgeTones: Record<ProductBadgeKind, BadgeTone> = {
  Trending: 'accent',
  Popular: 'info',
  'Limited Edition': 'inverse',
  'Pre-order': 'warning',
};

/** The badge tone for an availability value: `success` for In Stock, `warning` otherwise. */
export function badgeToneForAvailability(value: Availability): BadgeTone {
  return availabilityTones[value];
}

/** The badge tone for a product badge kind. */
export function badgeToneForProductBadge(kind: ProductBadgeKind): BadgeTone {
  return productBadgeTones[kind];
}

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Semantic colour; every tone meets AA contrast. */
  tone?: BadgeTone;
  /** `sm` for dense cards, `md` elsewhere. */
  size?: BadgeSize;
  /** A decorative icon before the text (give it aria-hidden). */
  icon?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
  children: ReactNode;
}

const toneColors = (t: Theme, tone: BadgeTone) =>
  tone === 'inverse'
    ? { bg: t.color.surface.inverse, fg: t.color.text.inverse, border: t.color.surface.inverse }
    : t.color.status[tone];

const badgeStyles = (t: Theme, tone: BadgeTone, size: BadgeSize) => {
  const c = toneColors(t, tone);
  return css`
    ${inlineRow(t, 1)}
    width: fit-content;
    padding: ${size === 'sm' ? `${t.space[0.5]} ${t.space[2]}` : `${t.space[1]} ${t.space[3]}`};
    border: ${t.borderWidths.thin} solid ${c.border};
    border-radius: ${t.radii.pill};
    background: ${c.bg};
    color: ${c.fg};
    font-family: ${t.font.family.body};
    font-size: ${size === 'sm' ? t.font.size.xs : t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
    white-space: nowrap;
    ${childIconBox(t, 'sm')}
  `;
};

/** A short status label. Tones are data; see `badgeToneForAvailability` and `badgeToneForProductBadge`. */
export function Badge({ tone = 'neutral', size = 'md', icon, children, ...rest }: BadgeProps) {
  return (
    <span data-tone={tone} data-size={size} css={(t) => badgeStyles(t, tone, size)} {...rest}>
      {icon}
      {children}
    </span>
  );
}

export interface AvailabilityBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The product's availability; sets the text and the tone. */
  availability: Availability;
}

/** The availability of a product: In Stock (green), Pre-order or Out of Stock (amber). */
export function AvailabilityBadge({ availability, ...rest }: AvailabilityBadgeProps) {
  return (
    <Badge tone={badgeToneForAvailability(availability)} data-availability={availability} {...rest}>
      {availability}
    </Badge>
  );
}

export interface ProductBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The product's badge kind; sets the text and the tone. */
  kind: ProductBadgeKind;
}

/** A merchandise badge: Trending, Popular, Limited Edition or Pre-order, each in its own tone. */
export function ProductBadge({ kind, ...rest }: ProductBadgeProps) {
  return (
    <Badge tone={badgeToneForProductBadge(kind)} data-kind={kind} {...rest}>
      {kind}
    </Badge>
  );
}
