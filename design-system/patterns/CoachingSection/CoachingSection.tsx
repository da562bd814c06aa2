import { css, useTheme, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { CoachingSectionView } from '../../../machines/coaching/coaching.view';
import { ChipList } from '../../primitives/Chip';
import { Heading } from '../../primitives/Heading';
import { Image } from '../../primitives/Image';
import { Text } from '../../primitives/Text';
import { CoachingPlanCard } from '../CoachingPlanCard';
import { sportIconComponents } from './sportIcons';
import { bareList, column } from '../../tokens/recipes';
import { childIcon, row, square } from '../../primitives/shared.styles';

export interface CoachingSectionProps {
  /** One sport's coaches, feature chips and plans, display-ready (from `coachingSectionViews`). */
  section: CoachingSectionView;
  /** A plan's Join Now was pressed: open this chat link. */
  onOpenChat: (href: string) => void;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 6)}
    scroll-margin-top: calc(${t.sizes.navHeight} + ${t.space[4]});
    padding: ${t.space[6]} ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.xl};
    background: ${t.color.surface.raised};
    ${t.media.abovePhone} {
      padding: ${t.space[8]};
    }
  `,
  title: (t: Theme) => css`
    ${row(t, 3)}
  `,
  icon: (t: Theme) => css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    ${square(t.sizes.touch)}
    border-radius: ${t.radii.md};
    background: ${t.color.status.accent.bg};
    color: ${t.color.status.accent.fg};
    ${childIcon(t, 'lg')}
  `,
  coaches: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[4]};
    ${bareList}
  `,
  coach: (t: Theme) => css`
    ${row(t, 3)}
    padding: ${t.space[2]} ${t.space[4]} ${t.space[2]} ${t.space[2]};
    border-radius: ${t.radii.pill};
    background: ${t.color.surface.sunken};
  `,
  avatar: (t: Theme) => css`
    flex: none;
    width: ${t.space[12]};
  `,
  plans: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${t.space[24]} * 2.4)), 1fr));
    gap: ${t.space[4]};
    ${bareList}
    & > li {
      display: flex;
      flex-direction: column;
    }
  `,
};

/** One sport on the coaching page: heading with its icon, the coaches, feature chips and the plan cards. */
export function CoachingSection({ section, onOpenChat, className }: CoachingSectionProps) {
  const theme = useTheme();
  const headingId = useId();
  const Icon = sportIconComponents[section.icon];
  return (
    <section
      id={section.id}
      css={styles.root(theme)}
      className={className}
      aria-labelledby={headingId}
      data-sport={section.id}
    >
      <div css={styles.title(theme)}>
        <span css={styles.icon(theme)}>
          <Icon aria-hidden="true" />
        </span>
        <Heading level={2} size="lg" id={headingId}>
          {section.heading}
        </Heading>
      </div>
      {section.coaches.length > 0 && (
        <ul css={styles.coaches(theme)} aria-label={`${section.sport} coaches`}>
          {section.coaches.map((coach) => (
            <li key={coach.id} css={styles.coach(theme)}>
              <Image src={coach.image} alt={coach.imageAlt} ratio={1} radius="lg" css={styles.avatar(theme)} />
              <div>
                <Text weight="semibold">{coach.name}</Text>
                <Text size="sm" tone="secondary">
                  {coach.experience}
                </Text>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ChipList items={section.features} max={section.features.length} label={`${section.sport} coaching features`} />
      <ul css={styles.plans(theme)} aria-label={`${section.sport} plans`}>
        {section.plans.map((plan) => (
          <li key={plan.id}>
            <CoachingPlanCard plan={plan} onOpenChat={onOpenChat} />
          </li>
        ))}
      </ul>
    </section>
  );
}
