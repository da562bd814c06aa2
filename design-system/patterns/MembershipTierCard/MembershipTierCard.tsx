import { css, useTheme, type Theme } from '@emotion/react';
import { Check, Coins, Star } from 'lucide-react';
import { useId } from 'react';
import type { TierCardView } from '../../../machines/membership/membership.view';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { spread } from '../../tokens/recipes';
import { childIcon, iconList, row } from '../../primitives/shared.styles';

export interface MembershipTierCardProps {
  /** The tier for the chosen billing period: price, period, coins, features, popular flag (`tierCardView`). */
  tier: TierCardView;
  /** The plan button's text, "Choose This Plan". */
  chooseLabel: string;
  /** What "Most Popular" reads. */
  popularLabel?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    height: 100%;
    gap: ${t.space[4]};
    &[data-popular='true'] {
      border-width: ${t.borderWidths.thick};
      border-color: ${t.color.border.accent};
      box-shadow: ${t.shadows.lg};
    }
  `,
  stripe: (t: Theme) => css`
    height: ${t.space[1.5]};
    margin: calc(-1 * ${t.space[6]}) calc(-1 * ${t.space[6]}) 0;
    &[data-colour='info'] {
      background: ${t.color.status.info.border};
    }
    &[data-colour='accent'] {
      background: ${t.color.status.accent.border};
    }
    &[data-colour='warning'] {
      background: ${t.color.status.warning.border};
    }
  `,
  head: (t: Theme) => css`
    ${spread(t, 2)}
    min-height: ${t.sizes.control.md};
  `,
  price: (t: Theme) => css`
    display: flex;
    align-items: baseline;
    gap: ${t.space[1]};
    margin: 0;
  `,
  amount: (t: Theme) => css`
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['4xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.tight};
  `,
  coins: (t: Theme) => css`
    ${row(t, 2)}
    margin: 0;
    padding: ${t.space[2]} ${t.space[3]};
    border-radius: ${t.radii.md};
    background: ${t.color.status.warning.bg};
    color: ${t.color.status.warning.fg};
    font-weight: ${t.font.weight.semibold};
    ${childIcon(t, 'md')}
  `,
  features: (t: Theme) => css`
    ${iconList(t, 2, 1)}
  `,
  action: css`
    margin-top: auto;
  `,
};

/**
 * A membership tier (PodStart, PodPlus, PodElite): name, price per period, the Pod Coins it credits, its features and
 * Choose This Plan (a chat link naming the tier and billing). The most popular tier is marked and outlined.
 */
export function MembershipTierCard({
  tier,
  chooseLabel,
  popularLabel = 'Most Popular',
  className,
}: MembershipTierCardProps) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      css={styles.card(theme)}
      className={className}
      data-tier={tier.id}
      data-popular={tier.popular}
    >
      <div css={styles.stripe(theme)} data-colour={tier.colour} aria-hidden="true" />
      <div css={styles.head(theme)}>
        <Heading level={3} size="md" id={headingId}>
          {tier.name}
        </Heading>
        {tier.popular && (
          <Badge tone="accent" icon={<Star aria-hidden="true" />}>
            {popularLabel}
          </Badge>
        )}
      </div>
      <p css={styles.price(theme)} data-part="price">
        <span css={styles.amount(theme)}>{tier.price}</span>
        <Text as="span" tone="secondary" weight="medium">
          {tier.periodLabel}
        </Text>
      </p>
      <Text size="sm" tone="secondary">
        {tier.billingNote}
      </Text>
      <p css={styles.coins(theme)} data-part="coins">
        <Coins aria-hidden="true" />
        <span>{tier.coins}</span>
        <VisuallyHidden>credited to your wallet</VisuallyHidden>
      </p>
      <ul css={styles.features(theme)} aria-label={`${tier.name} features`}>
        {tier.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div css={styles.action}>
        <Button href={tier.chooseHref} external fullWidth variant={tier.popular ? 'primary' : 'outline'}>
          {chooseLabel}
          <VisuallyHidden>{`: ${tier.name} (opens a chat in a new tab)`}</VisuallyHidden>
        </Button>
      </div>
    </Card>
  );
}
