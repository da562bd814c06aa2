import { css, useTheme, type Theme } from '@emotion/react';
import { Ban, CalendarCheck, Clock, Gauge, IndianRupee, type LucideIcon } from 'lucide-react';
import type { StatCardView } from '../../../machines/admin/admin.view';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import { AdminDataState } from '../AdminDataState';

const icons: Record<StatCardView['id'], LucideIcon> = {
  bookings: CalendarCheck,
  revenue: IndianRupee,
  pending: Clock,
  cancellations: Ban,
  occupancy: Gauge,
};

export interface AdminStatCardsProps {
  /** `loading` shows five skeleton cards, `error` the message and Retry. */
  status: 'loading' | 'ready' | 'error';
  /** The five cards (display-ready). */
  cards: readonly StatCardView[];
  /** The labels shown while loading. */
  labels: readonly string[];
  errorText?: string;
  onRetry?: () => void;
}

const styles = {
  grid: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(calc(${t.space[24]} + ${t.space[20]}), 1fr));
    gap: ${t.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  card: (t: Theme) => css`
    gap: ${t.space[2]};
  `,
  top: (t: Theme) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[2]};
    & > svg {
      flex: none;
      width: ${t.sizes.icon.md};
      height: ${t.sizes.icon.md};
      color: ${t.color.text.accent};
    }
  `,
  value: (t: Theme) => css`
    margin: 0;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['3xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.tight};
    color: ${t.color.text.primary};
  `,
};

/** The dashboard's five figures for today: Today's Bookings, Today's Revenue, Pending Payments, Cancellations, Occupancy Rate. */
export function AdminStatCards({ status, cards, labels, errorText, onRetry }: AdminStatCardsProps) {
  const theme = useTheme();
  if (status === 'error') return <AdminDataState state="error" errorText={errorText} onRetry={onRetry} />;
  return (
    <ul
      css={styles.grid}
      aria-label="Today at a glance"
      aria-busy={status === 'loading' || undefined}
      data-state={status}
    >
      {status === 'loading'
        ? labels.map((label) => (
            <Card as="li" key={label} padding="sm" css={styles.card}>
              <Text size="sm" tone="secondary" weight="semibold">
                {label}
              </Text>
              <Skeleton shape="block" height={`calc(${theme.space[8]} + ${theme.space[1]})`} width="50%" />
              <Skeleton shape="text" width="80%" />
            </Card>
          ))
        : cards.map((card) => {
            const Icon = icons[card.id];
            return (
              <Card as="li" key={card.id} padding="sm" css={styles.card} data-stat={card.id}>
                <div css={styles.top}>
                  <Text size="sm" tone="secondary" weight="semibold">
                    {card.label}
                  </Text>
                  <Icon aria-hidden="true" />
                </div>
                <p css={styles.value} data-part="value">
                  {card.value}
                </p>
                <Text size="xs" tone="secondary">
                  {card.detail}
                </Text>
              </Card>
            );
          })}
    </ul>
  );
}
