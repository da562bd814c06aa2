import { css, useTheme, type Theme } from '@emotion/react';
import { ArrowRight, Users } from 'lucide-react';
import { useId } from 'react';
import type { AcademyProgrammeView } from '../../../machines/coaching/academy.view';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { sportIconComponents } from '../CoachingSection/sportIcons';
import { ProgrammeDialog } from '../ProgrammeDialog';
import { programmeTones } from '../ProgrammeDialog/programmeTones';
import { column } from '../../tokens/recipes';
import { childIcon, childIconBox, inlineCentred, row, square } from '../../primitives/shared.styles';

export interface ProgrammeCardProps {
  /** The programme, display-ready (from `academyProgrammeView`). */
  programme: AcademyProgrammeView;
  /** Whether its dialog is open. */
  open: boolean;
  /** The card's button, Close, Escape or a click outside asks to open or close its dialog. */
  onOpenChange: (open: boolean) => void;
  /** A dialog button was pressed: open this chat link. */
  onOpenChat: (href: string) => void;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    gap: ${t.space[3]};
    height: 100%;
  `,
  icon: (t: Theme, tone: keyof Theme['color']['status']) => css`
    ${inlineCentred}
    ${square(t.space[12])}
    border: ${t.borderWidths.thin} solid ${t.color.status[tone].border};
    border-radius: ${t.radii.lg};
    background: ${t.color.status[tone].bg};
    color: ${t.color.status[tone].fg};
    ${childIcon(t, 'lg')}
  `,
  facts: (t: Theme) => css`
    ${column(t, 1)}
    margin-top: auto;
    padding-top: ${t.space[2]};
  `,
  ages: (t: Theme) => css`
    ${row(t, 1.5)}
    ${childIconBox(t, 'sm')}
  `,
};

/** An academy programme card: icon, title, tagline, ages and starting fee; View Details opens its dialog. */
export function ProgrammeCard({ programme, open, onOpenChange, onOpenChat, className }: ProgrammeCardProps) {
  const theme = useTheme();
  const titleId = useId();
  const Icon = sportIconComponents[programme.icon];
  return (
    <Card
      as="article"
      interactive
      css={styles.card(theme)}
      className={className}
      aria-labelledby={titleId}
      data-programme={programme.id}
      data-colour={programme.colour}
      data-state={open ? 'open' : 'closed'}
    >
      <span css={styles.icon(theme, programmeTones[programme.colour])}>
        <Icon aria-hidden="true" />
      </span>
      <Heading level={3} size="sm" id={titleId}>
        {programme.title}
      </Heading>
      <Text tone="secondary">{programme.tagline}</Text>
      <div css={styles.facts(theme)}>
        <Text size="sm" css={styles.ages(theme)}>
          <Users aria-hidden="true" />
          {programme.ages}
        </Text>
        <Text size="sm" weight="semibold">
          {programme.fromPrice}
        </Text>
      </div>
      <ProgrammeDialog
        programme={programme}
        open={open}
        onOpenChange={onOpenChange}
        onOpenChat={onOpenChat}
        trigger={
          <Button
            variant="outline"
            fullWidth
            icon={<ArrowRight aria-hidden="true" />}
            aria-label={`View Details: ${programme.title}`}
          >
            View Details
          </Button>
        }
      />
    </Card>
  );
}
