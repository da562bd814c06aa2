import { css, useTheme, type Theme } from '@emotion/react';
import { CalendarCheck, Clock, MessageCircle, Star } from 'lucide-react';
import { useId, type ReactElement } from 'react';
import type { AcademyProgrammeView } from '../../../machines/coaching/academy.view';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Heading } from '../../primitives/Heading';
import { Image } from '../../primitives/Image';
import { Text } from '../../primitives/Text';
import { bareList, column } from '../../tokens/recipes';
import { iconBox, row } from '../../primitives/shared.styles';

export interface ProgrammeDialogProps {
  /** The programme, display-ready (from `academyProgrammeView`). */
  programme: AcademyProgrammeView;
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** The dialog asks to open or close (its trigger, Close, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The element that opens it (the card's button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Register / Enquire Now or Book Trial Class was pressed: open this chat link. */
  onOpenChat: (href: string) => void;
}

const styles = {
  body: (t: Theme) => css`
    ${column(t, 6)}
  `,
  block: (t: Theme) => css`
    ${column(t, 3)}
  `,
  list: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${t.space[24]} * 2)), 1fr));
    gap: ${t.space[3]};
    ${bareList}
  `,
  tile: (t: Theme) => css`
    ${column(t, 1)}
    padding: ${t.space[3]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.canvas};
  `,
  fee: (t: Theme) => css`
    position: relative;
    &[data-popular='true'] {
      border-width: ${t.borderWidths.thick};
      border-color: ${t.color.border.accent};
      background: ${t.color.surface.accent};
    }
  `,
  feePrice: (t: Theme) => css`
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['2xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.tight};
  `,
  time: (t: Theme) => css`
    ${row(t, 1.5)}
    & > svg {
      ${iconBox(t, 'sm')}
      color: ${t.color.text.accent};
    }
  `,
  coach: (t: Theme) => css`
    display: flex;
    align-items: flex-start;
    gap: ${t.space[4]};
  `,
  portrait: (t: Theme) => css`
    flex: none;
    width: ${t.space[20]};
  `,
};

/**
 * A programme's details (the Dialog primitive): overview, the three age groups, the three batches, the coach and
 * the fees (monthly, quarterly marked Popular, annual), with Register / Enquire Now and Book Trial Class, which open
 * the academy chat. On phones it is a bottom sheet that scrolls.
 */
export function ProgrammeDialog({ programme, open, onOpenChange, trigger, onOpenChat }: ProgrammeDialogProps) {
  const theme = useTheme();
  const ids = { overview: useId(), ages: useId(), schedule: useId(), coach: useId(), fees: useId() };
  return (
    <Dialog
      title={`${programme.title} Programme`}
      description={programme.tagline}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      size="md"
      footer={
        <>
          <Button
            variant="outline"
            icon={<CalendarCheck aria-hidden="true" />}
            onClick={() => onOpenChat(programme.trialHref)}
          >
            Book Trial Class
          </Button>
          <Button icon={<MessageCircle aria-hidden="true" />} onClick={() => onOpenChat(programme.enquiryHref)}>
            Register / Enquire Now
          </Button>
        </>
      }
    >
      <div css={styles.body(theme)} data-programme={programme.id}>
        <section css={styles.block(theme)} aria-labelledby={ids.overview}>
          <Heading level={3} size="xs" id={ids.overview}>
            Overview
          </Heading>
          <Text>{programme.overview}</Text>
        </section>

        <section css={styles.block(theme)} aria-labelledby={ids.ages}>
          <Heading level={3} size="xs" id={ids.ages}>
            Age Groups
          </Heading>
          <ul css={styles.list(theme)} aria-labelledby={ids.ages} data-part="age-groups">
            {programme.ageGroups.map((group) => (
              <li key={group.group} css={styles.tile(theme)}>
                <Text weight="semibold">{group.group}</Text>
                <Text size="sm" tone="accent" weight="semibold" data-part="age">
                  {group.age}
                </Text>
                <Text size="sm" tone="secondary">
                  {group.focus}
                </Text>
              </li>
            ))}
          </ul>
        </section>

        <section css={styles.block(theme)} aria-labelledby={ids.schedule}>
          <Heading level={3} size="xs" id={ids.schedule}>
            Schedule
          </Heading>
          <ul css={styles.list(theme)} aria-labelledby={ids.schedule} data-part="batches">
            {programme.schedule.map((batch) => (
              <li key={batch.batch} css={styles.tile(theme)}>
                <Text weight="semibold">{batch.batch}</Text>
                <Text size="sm" css={styles.time(theme)}>
                  <Clock aria-hidden="true" />
                  {batch.time}
                </Text>
                <Text size="sm" tone="secondary">
                  {batch.days}
                </Text>
              </li>
            ))}
          </ul>
        </section>

        {programme.coach && (
          <section css={styles.block(theme)} aria-labelledby={ids.coach}>
            <Heading level={3} size="xs" id={ids.coach}>
              Your Coach
            </Heading>
            <div css={styles.coach(theme)}>
              <Image
                src={programme.coach.image}
                alt={programme.coach.imageAlt}
                ratio={1}
                radius="md"
                css={styles.portrait(theme)}
              />
              <div>
                <Text weight="semibold">{programme.coach.name}</Text>
                <Text size="sm" tone="accent" weight="medium">
                  {programme.coach.experience}
                </Text>
                <Text size="sm" tone="secondary">
                  {programme.coach.bio}
                </Text>
              </div>
            </div>
          </section>
        )}

        <section css={styles.block(theme)} aria-labelledby={ids.fees}>
          <Heading level={3} size="xs" id={ids.fees}>
            Fees
          </Heading>
          <ul css={styles.list(theme)} aria-labelledby={ids.fees} data-part="fees">
            {programme.fees.map((fee) => (
              <li
                key={fee.id}
                css={[styles.tile(theme), styles.fee(theme)]}
                data-fee={fee.id}
                data-popular={fee.popular}
              >
                <Text size="sm" weight="semibold">
                  {fee.label}
                </Text>
                <span css={styles.feePrice(theme)} data-part="price">
                  {fee.price}
                </span>
                {fee.popular && (
                  <Badge tone="accent" size="sm" icon={<Star aria-hidden="true" />}>
                    Popular
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Dialog>
  );
}
