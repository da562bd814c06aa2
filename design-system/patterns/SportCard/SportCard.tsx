import { css, useTheme, type Theme } from '@emotion/react';
import { ArrowRight, Check } from 'lucide-react';
import type { SportId } from '../../../machines/booking/sports';
import type { SportCardView } from '../../../machines/booking/sports.view';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { ends, iconList, inlineCentred, square } from '../../primitives/shared.styles';

/** The fields of a sport the card shows, prices formatted (from `sportView`). */
export type SportCardData = SportCardView;

export interface SportCardProps {
  /** The sport. */
  sport: SportCardData;
  /** Called with the sport's id when its Book button is pressed: opens the booking view. */
  onSelect: (id: SportId) => void;
  /**
   * Called with the sport's id when the visitor reaches for its Book button (the pointer comes over it, a finger
   * touches it, or it takes focus), before it is pressed: the moment to fetch what the booking view needs.
   */
  onIntent?: (id: SportId) => void;
  /** Heading level of the sport's name, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    gap: ${t.space[3]};
    height: 100%;
  `,
  top: (t: Theme) => css`
    ${ends(t, 3)}
  `,
  emoji: (t: Theme) => css`
    ${inlineCentred}
    ${square(t.space[16])}
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.accent};
    font-family: ${t.font.family.emoji};
    font-size: ${t.font.size['4xl']};
    line-height: 1;
  `,
  prices: (t: Theme) => css`
    display: grid;
    gap: ${t.space[1]};
    margin: 0;
    padding: ${t.space[2]} ${t.space[3]};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.sunken};
    & > div {
      display: flex;
      align-items: baseline;
      justify-content: space-between;
      gap: ${t.space[2]};
    }
    & dt {
      font-size: ${t.font.size.sm};
      color: ${t.color.text.secondary};
    }
    & dd {
      margin: 0;
      font-weight: ${t.font.weight.bold};
    }
  `,
  features: (t: Theme) => css`
    ${iconList(t, 1.5, 0.5)}
    font-size: ${t.font.size.sm};
    color: ${t.color.text.secondary};
    & > li {
      align-items: flex-start;
    }
  `,
  action: css`
    margin-top: auto;
  `,
};

/**
 * A sport on the sports page: emoji, name, courts, its prices (peak, off-peak, weekend, and with lights or for 2 hours
 * when it has them), description, features, Book button.
 */
export function SportCard({ sport, onSelect, onIntent, headingLevel = 3, className }: SportCardProps) {
  const theme = useTheme();
  const reachedFor = onIntent && (() => onIntent(sport.id));
  return (
    <Card as="li" interactive css={styles.card(theme)} className={className} data-sport={sport.id}>
      <div css={styles.top(theme)}>
        <span css={styles.emoji(theme)} aria-hidden="true">
          {sport.image}
        </span>
        <Badge tone="accent">{sport.courts === 1 ? '1 court' : `${sport.courts} courts`}</Badge>
      </div>
      <Heading level={headingLevel} size="md">
        {sport.name}
      </Heading>
      <Text size="sm" tone="secondary">
        {sport.description}
      </Text>
      <dl css={styles.prices(theme)}>
        {sport.prices.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.price}</dd>
          </div>
        ))}
      </dl>
      <ul css={styles.features(theme)} aria-label={`${sport.name} features`}>
        {sport.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div css={styles.action}>
        <Button
          fullWidth
          icon={<ArrowRight aria-hidden="true" />}
          onClick={() => onSelect(sport.id)}
          onPointerEnter={reachedFor}
          onFocus={reachedFor}
        >
          {`Book ${sport.name}`}
        </Button>
      </div>
    </Card>
  );
}
