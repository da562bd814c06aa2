import { css, useTheme, type Theme } from '@emotion/react';
import { Award, CalendarCheck, CalendarClock, Gift, MessageCircle, Sparkles, type LucideIcon } from 'lucide-react';
import { Badge } from '../../primitives/Badge';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { bareList, column } from '../../tokens/recipes';
import { ActionRow, type ActionRowAction } from '../ActionRow';

/** The icons a hero badge can show. */
export const pageHeroIcons = ['gift', 'award', 'schedule', 'sparkles', 'calendar', 'chat'] as const;
export type PageHeroIcon = (typeof pageHeroIcons)[number];

const iconFor: Record<PageHeroIcon, LucideIcon> = {
  gift: Gift,
  award: Award,
  schedule: CalendarClock,
  sparkles: Sparkles,
  calendar: CalendarCheck,
  chat: MessageCircle,
};

/** A header badge: "Free POD Goodies". */
export interface PageHeroBadge {
  icon: PageHeroIcon;
  label: string;
}

/** A hero button. */
export type PageHeroAction = ActionRowAction<PageHeroIcon>;

export const pageHeroAligns = ['start', 'center'] as const;
export type PageHeroAlign = (typeof pageHeroAligns)[number];

export interface PageHeroProps {
  /** A small line above the title (e.g. "About POD"). */
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  /** One or two sentences under it. */
  intro: string;
  /** Badges under the intro (the coaching page's Free POD Goodies, Expert Coaches, Flexible Schedules). */
  badges?: readonly PageHeroBadge[];
  /** Buttons that open chats (the academy's Book Free Trial, Talk to Coach); reported through `onAction`. */
  actions?: readonly PageHeroAction[];
  /** An action was pressed: open its link. */
  onAction?: (href: string) => void;
  /** Text alignment. */
  align?: PageHeroAlign;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 4)}
    padding-block: ${t.space[10]} ${t.space[8]};
    &[data-align='center'] {
      align-items: center;
      text-align: center;
    }
    &[data-align='start'] {
      align-items: flex-start;
    }
    ${t.media.abovePhone} {
      padding-block: ${t.space[16]} ${t.space[10]};
    }
  `,
  intro: (t: Theme) => css`
    max-width: ${t.sizes.prose};
  `,
  badges: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
    ${bareList}
    [data-align='center'] > & {
      justify-content: center;
    }
  `,
};

/** A page's opening: eyebrow, h1, intro, and optional badges and chat buttons. */
export function PageHero({
  eyebrow,
  title,
  intro,
  badges = [],
  actions = [],
  onAction,
  align = 'start',
}: PageHeroProps) {
  const theme = useTheme();
  return (
    <Container as="header" css={styles.root(theme)} data-align={align} data-part="page-hero">
      {eyebrow && (
        <Text size="sm" weight="semibold" tone="accent">
          {eyebrow}
        </Text>
      )}
      <Heading level={1} align={align}>
        {title}
      </Heading>
      <Text size="lg" tone="secondary" align={align} css={styles.intro(theme)}>
        {intro}
      </Text>
      {badges.length > 0 && (
        <ul css={styles.badges(theme)} aria-label="Highlights">
          {badges.map((badge) => {
            const Icon = iconFor[badge.icon];
            return (
              <li key={badge.label}>
                <Badge tone="accent" icon={<Icon aria-hidden="true" />}>
                  {badge.label}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
      <ActionRow actions={actions} icons={iconFor} onAction={onAction} />
    </Container>
  );
}
