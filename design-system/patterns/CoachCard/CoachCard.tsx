import { css, useTheme, type Theme } from '@emotion/react';
import { MessageCircle, Quote } from 'lucide-react';
import { useId } from 'react';
import type { CoachView } from '../../../machines/coaching/coaching.view';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Image } from '../../primitives/Image';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { column } from '../../tokens/recipes';
import { iconBox } from '../../primitives/shared.styles';

export interface CoachCardProps {
  /** The coach, display-ready (from `coachView`). */
  coach: CoachView;
  /** The enquiry button was pressed: open this chat link. */
  onOpenChat: (href: string) => void;
  /** Heading level of the coach's name (3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    gap: ${t.space[4]};
    height: 100%;
  `,
  body: (t: Theme) => css`
    ${column(t, 3)}
    flex: 1;
    padding: 0 ${t.space[5]};
  `,
  meta: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
  `,
  philosophy: (t: Theme) => css`
    display: flex;
    gap: ${t.space[2]};
    margin: 0;
    padding: ${t.space[3]};
    border-left: ${t.borderWidths.thick} solid ${t.color.border.accent};
    border-radius: ${t.radii.sm};
    background: ${t.color.surface.accent};
    color: ${t.color.text.primary};
    font-size: ${t.font.size.sm};
    font-style: italic;
    line-height: ${t.font.lineHeight.normal};
    & > svg {
      ${iconBox(t, 'sm')}
      color: ${t.color.text.accent};
    }
  `,
  action: (t: Theme) => css`
    padding: 0 ${t.space[5]} ${t.space[5]};
  `,
};

/** A coach on the About page: photo, name, sport, experience, bio, philosophy and an enquiry button (chat). */
export function CoachCard({ coach, onOpenChat, headingLevel = 3, className }: CoachCardProps) {
  const theme = useTheme();
  const nameId = useId();
  return (
    <Card
      as="article"
      padding="none"
      css={styles.card(theme)}
      className={className}
      aria-labelledby={nameId}
      data-coach={coach.id}
    >
      <Image src={coach.image} alt={coach.imageAlt} ratio={1} />
      <div css={styles.body(theme)}>
        <Heading level={headingLevel} size="sm" id={nameId}>
          {coach.name}
        </Heading>
        <div css={styles.meta(theme)}>
          <Badge tone="accent" size="sm">
            {coach.sport}
          </Badge>
          <Badge tone="neutral" size="sm">
            {coach.experience}
          </Badge>
        </div>
        <Text size="sm" tone="secondary">
          {coach.bio}
        </Text>
        <blockquote css={styles.philosophy(theme)}>
          <Quote aria-hidden="true" />
          <span>
            <VisuallyHidden>Philosophy: </VisuallyHidden>
            {coach.philosophy}
          </span>
        </blockquote>
      </div>
      <div css={styles.action(theme)}>
        <Button
          variant="outline"
          fullWidth
          icon={<MessageCircle aria-hidden="true" />}
          aria-label={coach.enquiryLabel}
          onClick={() => onOpenChat(coach.enquiryHref)}
        >
          Enquire Now
        </Button>
      </div>
    </Card>
  );
}
