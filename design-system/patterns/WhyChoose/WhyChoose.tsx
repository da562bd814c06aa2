import { css, useTheme, type Theme } from '@emotion/react';
import { Clock, Coffee, MapPin, ShieldCheck, Sparkles, Trophy, Users, Zap, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { bareList, column } from '../../tokens/recipes';
import { childIcon, inlineCentred, square } from '../../primitives/shared.styles';

/** The icons a reason can show. */
export const whyChooseIcons = ['clock', 'trophy', 'users', 'sparkles', 'shield', 'coffee', 'map', 'zap'] as const;
export type WhyChooseIcon = (typeof whyChooseIcons)[number];

const iconFor: Record<WhyChooseIcon, LucideIcon> = {
  clock: Clock,
  trophy: Trophy,
  users: Users,
  sparkles: Sparkles,
  shield: ShieldCheck,
  coffee: Coffee,
  map: MapPin,
  zap: Zap,
};

/** One reason to choose the centre. */
export interface WhyChooseItem {
  /** The icon drawn beside it (decorative). */
  icon: WhyChooseIcon;
  /** A short title. */
  title: string;
  /** One sentence. */
  description: string;
}

export interface WhyChooseProps {
  /** The section heading. */
  heading: string;
  /** A line under the heading. */
  intro?: string;
  /** The reasons, in order. */
  items: readonly WhyChooseItem[];
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 6)}
    padding: ${t.space[8]} ${t.space[4]};
    border-radius: ${t.radii.xl};
    background: ${t.color.surface.inverse};
    color: ${t.color.text.inverse};
    ${t.media.abovePhone} {
      padding: ${t.space[12]} ${t.space[8]};
    }
  `,
  list: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${t.space[24]} * 2.5)), 1fr));
    gap: ${t.space[6]};
    ${bareList}
    & > li {
      ${column(t, 2)}
    }
  `,
  icon: (t: Theme) => css`
    ${inlineCentred}
    ${square(t.sizes.touch)}
    border-radius: ${t.radii.md};
    background: ${t.color.surface.inverseRaised};
    color: ${t.color.text.highlight};
    ${childIcon(t, 'lg')}
  `,
};

/** The why-choose section on a dark band: an icon, title and sentence per reason. */
export function WhyChoose({ heading, intro, items, className }: WhyChooseProps) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section css={styles.root(theme)} className={className} aria-labelledby={headingId}>
      <div>
        <Heading level={2} size="lg" tone="inverse" id={headingId}>
          {heading}
        </Heading>
        {intro && <Text tone="inverse">{intro}</Text>}
      </div>
      <ul css={styles.list(theme)}>
        {items.map((item) => {
          const Icon = iconFor[item.icon];
          return (
            <li key={item.title} data-icon={item.icon}>
              <span css={styles.icon(theme)}>
                <Icon aria-hidden="true" />
              </span>
              <Heading level={3} size="xs" tone="inverse">
                {item.title}
              </Heading>
              <Text size="sm" tone="inverse">
                {item.description}
              </Text>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
