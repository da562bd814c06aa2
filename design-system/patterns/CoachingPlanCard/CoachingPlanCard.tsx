import { css, useTheme, type Theme } from '@emotion/react';
import { CalendarDays, Crown } from 'lucide-react';
import { useId } from 'react';
import type { CoachingPlanView } from '../../../machines/coaching/coaching.view';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { iconBox, row } from '../../primitives/shared.styles';
import { spread } from '../../tokens/recipes';

export interface CoachingPlanCardProps {
  /** The plan, display-ready (from `coachingPlanView`). */
  plan: CoachingPlanView;
  /** Join Now was pressed: open this chat link. */
  onOpenChat: (href: string) => void;
  /** Heading level of the plan's name (3 under a sport's h2). */
  headingLevel?: 3 | 4;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    gap: ${t.space[3]};
    height: 100%;
    &[data-custom='true'] {
      border-width: ${t.borderWidths.thick};
      border-color: ${t.color.border.accent};
    }
  `,
  top: (t: Theme) => css`
    ${spread(t, 2)}
  `,
  price: (t: Theme) => css`
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: ${t.space[1]};
    margin: 0;
  `,
  amount: (t: Theme) => css`
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['3xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.tight};
  `,
  frequency: (t: Theme) => css`
    ${row(t, 2)}
    & > svg {
      ${iconBox(t, 'sm')}
      color: ${t.color.text.accent};
    }
  `,
  action: css`
    margin-top: auto;
  `,
};

/** A coaching plan: level, name, frequency, price per month, an optional badge (Premium) and Join Now (chat). */
export function CoachingPlanCard({ plan, onOpenChat, headingLevel = 3, className }: CoachingPlanCardProps) {
  const theme = useTheme();
  const nameId = useId();
  return (
    <Card
      as="article"
      padding="sm"
      css={styles.card(theme)}
      className={className}
      aria-labelledby={nameId}
      data-plan={plan.id}
      data-custom={plan.isCustom}
    >
      <div css={styles.top(theme)}>
        <Badge tone="neutral" size="sm">
          {plan.level}
        </Badge>
        {plan.badge && (
          <Badge tone="accent" size="sm" icon={<Crown aria-hidden="true" />}>
            {plan.badge}
          </Badge>
        )}
      </div>
      <Heading level={headingLevel} size="xs" id={nameId}>
        {plan.name}
      </Heading>
      <Text size="sm" tone="secondary" css={styles.frequency(theme)}>
        <CalendarDays aria-hidden="true" />
        {plan.frequency}
      </Text>
      <p css={styles.price(theme)}>
        <span css={styles.amount(theme)}>{plan.price}</span>
        <Text as="span" size="sm" tone="secondary">
          {plan.period}
        </Text>
      </p>
      <div css={styles.action}>
        <Button
          fullWidth
          variant={plan.isCustom ? 'secondary' : 'primary'}
          aria-label={plan.joinLabel}
          onClick={() => onOpenChat(plan.joinHref)}
        >
          Join Now
        </Button>
      </div>
    </Card>
  );
}
