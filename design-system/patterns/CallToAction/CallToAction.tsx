import { css, useTheme, type Theme } from '@emotion/react';
import { CalendarCheck, Gift, Info, MessageCircle, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { ActionRow, type ActionRowAction } from '../ActionRow';
import { childIcon, inlineCentred, square } from '../../primitives/shared.styles';

/** The surface of the block: the page accent tint, or the dark inverse surface. */
export const callToActionTones = ['accent', 'inverse'] as const;
export type CallToActionTone = (typeof callToActionTones)[number];

/** The icons an action or the block can show. */
export const callToActionIcons = ['chat', 'calendar', 'info', 'gift'] as const;
export type CallToActionIcon = (typeof callToActionIcons)[number];

const iconFor: Record<CallToActionIcon, LucideIcon> = {
  chat: MessageCircle,
  calendar: CalendarCheck,
  info: Info,
  gift: Gift,
};

/** One button of the block. */
export type CallToActionAction = ActionRowAction<CallToActionIcon>;

export interface CallToActionProps {
  /** The block's heading (an h2). */
  heading: string;
  /** One or two sentences under it. */
  text: string;
  /** An icon beside the heading (decorative). */
  icon?: CallToActionIcon;
  /** The buttons, in order; none for a plain banner. */
  actions?: readonly CallToActionAction[];
  /** A button was pressed: open its link. */
  onAction?: (href: string) => void;
  /** The surface. */
  tone?: CallToActionTone;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  root: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[4]};
    padding: ${t.space[8]} ${t.space[4]};
    border: ${t.borderWidths.thin} solid transparent;
    border-radius: ${t.radii.xl};
    text-align: center;
    &[data-tone='accent'] {
      border-color: ${t.color.border.accent};
      background: ${t.color.surface.accent};
      color: ${t.color.text.primary};
    }
    &[data-tone='inverse'] {
      background: ${t.color.surface.inverse};
      color: ${t.color.text.inverse};
      --pod-focus-color: ${t.color.border.focusInverse};
      & :focus-visible {
        outline-color: ${t.color.border.focusInverse};
      }
    }
    ${t.media.abovePhone} {
      padding: ${t.space[12]} ${t.space[8]};
    }
  `,
  icon: (t: Theme) => css`
    ${inlineCentred}
    ${square(t.sizes.touch)}
    border-radius: ${t.radii.round};
    background: ${t.color.surface.raised};
    color: ${t.color.text.accent};
    ${childIcon(t, 'lg')}
  `,
};

/**
 * A call-to-action block: heading, text and up to a few buttons that open chats (the coaching page's Get More Info,
 * the academy's Book a Trial and Talk to a Coach), or a plain banner without buttons (Special Member Benefits).
 */
export function CallToAction({
  heading,
  text,
  icon,
  actions = [],
  onAction,
  tone = 'accent',
  className,
}: CallToActionProps) {
  const theme = useTheme();
  const headingId = useId();
  const HeadingIcon = icon ? iconFor[icon] : null;
  return (
    <section css={styles.root(theme)} className={className} aria-labelledby={headingId} data-tone={tone}>
      {HeadingIcon && (
        <span css={styles.icon(theme)}>
          <HeadingIcon aria-hidden="true" />
        </span>
      )}
      <Heading level={2} size="lg" align="center" id={headingId} tone={tone === 'inverse' ? 'inverse' : 'primary'}>
        {heading}
      </Heading>
      <Text size="lg" align="center" tone={tone === 'inverse' ? 'inverse' : 'secondary'}>
        {text}
      </Text>
      <ActionRow actions={actions} icons={iconFor} onAction={onAction} justify="center" />
    </section>
  );
}
