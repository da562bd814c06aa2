import { css, useTheme, type Theme } from '@emotion/react';
import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { bareList, column } from '../../tokens/recipes';
import { childIcon, inlineCentred, square } from '../../primitives/shared.styles';

export const contactCardsLayouts = ['row', 'stack'] as const;
export type ContactCardsLayout = (typeof contactCardsLayouts)[number];

export const contactCardIcons = ['phone', 'chat', 'location', 'hours', 'email'] as const;
export type ContactCardIcon = (typeof contactCardIcons)[number];

const iconOf: Record<ContactCardIcon, LucideIcon> = {
  phone: Phone,
  chat: MessageCircle,
  location: MapPin,
  hours: Clock,
  email: Mail,
};

/** One "Get in Touch" card. */
export interface ContactCardView {
  icon: ContactCardIcon;
  /** The card's heading, e.g. "Call Us". */
  title: string;
  /** Lines of text under the heading (the first is emphasised), e.g. the number and "24/7 for bookings". */
  lines: readonly string[];
  /** A link styled as a button, e.g. Call Now (tel:), Chat Now (a chat link in a new tab), Get Directions. */
  action?: { label: string; href: string; external?: boolean };
}

export interface ContactCardsProps {
  cards: readonly ContactCardView[];
  /** Heading level of each card title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** `row`: four across on wide screens (two on tablets, one on phones). `stack`: one column beside a form on wide
   * screens (two on tablets, one on phones). */
  layout?: ContactCardsLayout;
  /** Names the list for assistive technology. */
  label?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  list: (t: Theme, layout: ContactCardsLayout) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${t.space[4]};
    ${bareList}
    ${t.media.aboveSm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${layout === 'row' ? t.media.aboveXl : t.media.aboveLg} {
      grid-template-columns: repeat(${layout === 'row' ? 4 : 1}, minmax(0, 1fr));
    }
  `,
  card: (t: Theme) => css`
    gap: ${t.space[2]};
    height: 100%;
  `,
  icon: (t: Theme) => css`
    ${inlineCentred}
    ${square(t.sizes.control.lg)}
    margin-bottom: ${t.space[1]};
    border-radius: ${t.radii.round};
    background: ${t.color.surface.accent};
    color: ${t.color.text.accent};
    ${childIcon(t, 'lg')}
  `,
  lines: (t: Theme) => css`
    ${column(t, 0.5)}
    flex: 1;
    overflow-wrap: anywhere;
  `,
  action: (t: Theme) => css`
    display: flex;
    margin-top: ${t.space[2]};
  `,
};

/** The "Get in Touch" cards: phone, chat, location, hours (or e-mail), each with an icon, lines and an optional action link. */
export function ContactCards({
  cards,
  headingLevel = 3,
  layout = 'row',
  label = 'Ways to reach us',
  className,
}: ContactCardsProps) {
  const theme = useTheme();
  return (
    <ul css={styles.list(theme, layout)} data-layout={layout} aria-label={label} className={className}>
      {cards.map((card) => {
        const Icon = iconOf[card.icon];
        const [first, ...rest] = card.lines;
        return (
          <Card as="li" key={card.title} css={styles.card(theme)} data-card={card.icon}>
            <span css={styles.icon(theme)}>
              <Icon aria-hidden="true" />
            </span>
            <Heading level={headingLevel} size="xs">
              {card.title}
            </Heading>
            <div css={styles.lines(theme)}>
              {first !== undefined && <Text weight="semibold">{first}</Text>}
              {rest.map((line) => (
                <Text key={line} size="sm" tone="secondary">
                  {line}
                </Text>
              ))}
            </div>
            {card.action && (
              <div css={styles.action(theme)}>
                <Button href={card.action.href} external={card.action.external} variant="outline" size="sm">
                  {card.action.label}
                </Button>
              </div>
            )}
          </Card>
        );
      })}
    </ul>
  );
}
