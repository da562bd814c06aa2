import { css, keyframes, type Theme } from '@emotion/react';
import { Bot, Send, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useRef, type RefObject } from 'react';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { column, displayTitle } from '../../tokens/recipes';
import { childIcon, row, square } from '../../primitives/shared.styles';

export interface FloatingChatPanelProps {
  /** Whether the panel is open. */
  open: boolean;
  /** The panel asks to close (the close button, Escape, a click outside) or, from outside, to open. */
  onOpenChange: (open: boolean) => void;
  /** The round button the panel opens from: it is placed above it, and focus goes back to it on close. */
  anchor: RefObject<HTMLElement | null>;
  /** The panel element's id: the round button's `aria-controls`. */
  contentId: string;
  /** The chat assistant's name: the panel is titled "Chat with {botName}". */
  botName: string;
  /** The bot's first line in the panel. */
  greeting: string;
  /** The prefilled message the visitor will send. */
  message: string;
  /** The external chat link with the message prefilled (opens in a new tab). */
  chatHref: string;
}

const pop = (t: Theme) => keyframes`
  from { transform: translateY(${t.space[2]}) scale(0.98); }
  to { transform: none; }
`;

const styles = {
  panel: (t: Theme) => css`
    z-index: ${t.zIndices.overlay};
    display: flex;
    flex-direction: column;
    width: min(calc(100vw - ${t.space[8]}), ${t.sizes.narrow});
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.xl};
    background: ${t.color.surface.raised};
    color: ${t.color.text.primary};
    box-shadow: ${t.shadows.lg};
    overflow: hidden;
    transform-origin: var(--radix-popover-content-transform-origin);
    animation: ${pop(t)} ${t.motion.duration.base} ${t.motion.easing.enter};
    &:focus-visible {
      outline: ${t.borderWidths.focus} solid ${t.color.border.focus};
    }
  `,
  header: (t: Theme) => css`
    ${row(t, 3)}
    padding: ${t.space[4]};
    background: ${t.color.surface.accentStrong};
    color: ${t.color.text.inverse};
    & button {
      color: ${t.color.text.inverse};
    }
    & button:hover:not([aria-disabled='true']) {
      background: ${t.color.action.primary.bg};
    }
    & :focus-visible {
      outline-color: ${t.color.border.focusInverse};
    }
  `,
  avatar: (t: Theme) => css`
    display: grid;
    flex: none;
    place-items: center;
    ${square(t.sizes.control.md)}
    border-radius: ${t.radii.round};
    background: ${t.color.text.highlight};
    color: ${t.color.surface.inverse};
    ${childIcon(t, 'md')}
  `,
  titleBlock: css`
    flex: 1;
    min-width: 0;
  `,
  title: (t: Theme) => css`
    ${displayTitle(t, 'lg')}
    line-height: ${t.font.lineHeight.snug};
  `,
  status: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[1]} ${t.space[2]};
    margin: 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.text.inverseMuted};
    &::before {
      content: '';
      ${square(t.space[2])}
      border-radius: ${t.radii.round};
      background: ${t.color.text.highlight};
    }
  `,
  body: (t: Theme) => css`
    ${column(t, 3)}
    padding: ${t.space[4]};
    background: ${t.color.surface.sunken};
  `,
  bubble: (t: Theme) => css`
    max-width: 85%;
    margin: 0;
    padding: ${t.space[3]} ${t.space[4]};
    border-radius: ${t.radii.lg};
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.normal};
    white-space: pre-line;
    &[data-from='bot'] {
      align-self: flex-start;
      border-end-start-radius: ${t.radii.sm};
      background: ${t.color.surface.raised};
      color: ${t.color.text.primary};
      box-shadow: ${t.shadows.sm};
    }
    &[data-from='visitor'] {
      align-self: flex-end;
      border-end-end-radius: ${t.radii.sm};
      background: ${t.color.surface.accent};
      color: ${t.color.text.primary};
      border: ${t.borderWidths.thin} solid ${t.color.border.accent};
    }
  `,
  caption: (t: Theme) => css`
    align-self: flex-end;
    margin: 0;
    font-size: ${t.font.size.xs};
    color: ${t.color.text.secondary};
  `,
  footer: (t: Theme) => css`
    padding: ${t.space[4]};
    border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  `,
};

/**
 * The chat panel ("Chat with PodBot", a Radix popover above the round button): says the bot replies instantly and
 * is available 24/7, shows the prefilled message, and "Start chat" opens the chat link in a new tab. Its own chunk:
 * `FloatingChat` loads it when the pointer or focus reaches the round button, and at the latest on opening, so no
 * page loads Radix's popover and its positioning library before the visitor reaches for the chat.
 */
export default function FloatingChatPanel({
  open,
  onOpenChange,
  anchor,
  contentId,
  botName,
  greeting,
  message,
  chatHref,
}: FloatingChatPanelProps) {
  const titleId = useId();
  // Closed by a click or tap elsewhere: focus stays where the visitor put it, not back on the round button.
  const closedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          css={styles.panel}
          side="top"
          align="end"
          sideOffset={12}
          collisionPadding={16}
          aria-labelledby={titleId}
          data-part="floating-chat-panel"
          onOpenAutoFocus={() => {
            closedOutside.current = false;
          }}
          onInteractOutside={(event) => {
            // The round button toggles the panel itself: pressing it is not a click outside.
            if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
            else closedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!closedOutside.current) anchor.current?.focus();
          }}
        >
          <div css={styles.header}>
            <span css={styles.avatar}>
              <Bot aria-hidden="true" />
            </span>
            <div css={styles.titleBlock}>
              <h2 id={titleId} css={styles.title}>
                Chat with {botName}
              </h2>
              <p css={styles.status}>
                <span>replies instantly</span>
                <span aria-hidden="true">·</span>
                <span>available 24/7</span>
              </p>
            </div>
            <IconButton label="Close chat" icon={<X />} size="sm" onClick={() => onOpenChange(false)} />
          </div>
          <div css={styles.body}>
            <p css={styles.bubble} data-from="bot">
              {greeting}
            </p>
            <p css={styles.caption}>Your message</p>
            <p css={styles.bubble} data-from="visitor" data-part="prefilled-message">
              {message}
            </p>
          </div>
          <div css={styles.footer}>
            <Button href={chatHref} external fullWidth icon={<Send aria-hidden="true" />}>
              Start chat
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
