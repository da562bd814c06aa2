import { css, type Theme } from '@emotion/react';
import { MessageCircle, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { lazyPart, useLazyPart } from '../../primitives/lazyPart';
import { childIcon, focusRing, square } from '../../primitives/shared.styles';

export interface FloatingChatProps {
  /** Whether the panel is open (the app drives it with the chat-panel machine). */
  open: boolean;
  /** The panel asks to open or close: the round button, the close button, Escape, or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** The chat assistant's name: the panel is titled "Chat with {botName}". */
  botName: string;
  /** The bot's first line in the panel. */
  greeting: string;
  /** The prefilled message the visitor will send. */
  message: string;
  /** The external chat link with the message prefilled (opens in a new tab). */
  chatHref: string;
  /** The pointer or focus reached the button: it may be pressed next (load what opening needs). */
  onIntent?: () => void;
}

const styles = {
  trigger: (t: Theme) => css`
    display: inline-grid;
    place-items: center;
    ${square(`calc(${t.sizes.touch} + ${t.space[3]})`)}
    padding: 0;
    border: 0;
    border-radius: ${t.radii.round};
    background: ${t.color.action.primary.bg};
    color: ${t.color.action.primary.fg};
    box-shadow: ${t.shadows.lg};
    cursor: pointer;
    transition:
      background-color ${t.motion.duration.fast} ${t.motion.easing.standard},
      transform ${t.motion.duration.fast} ${t.motion.easing.standard};
    &:hover {
      background: ${t.color.action.primary.bgHover};
    }
    &:active {
      transform: scale(0.96);
    }
    ${focusRing(t, t.space[0.5])}
    ${childIcon(t, 'lg')}
  `,
};

/** The panel: Radix's popover anchored to the button. */
const panel = lazyPart(() => import('./FloatingChatPanel'));

/**
 * The floating chat button and its panel ("Chat with PodBot"): says the bot replies instantly and is
 * available 24/7, shows the prefilled message, and "Start chat" opens the chat link in a new tab.
 * Position it with the page layout (SiteLayout docks it bottom-right).
 *
 * Until it first opens only the round button renders: the panel (`FloatingChatPanel`, with Radix's popover) is its
 * own chunk, fetched when the pointer or focus reaches the button, and at the latest on opening. It stays mounted
 * after closing, so focus returns to the button.
 */
export function FloatingChat({
  open,
  onOpenChange,
  botName,
  greeting,
  message,
  chatHref,
  onIntent,
}: FloatingChatProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  // Offline before the panel's code arrived: it stays shut (the site's notice says why) and the button works again
  // once the connection is back.
  const { Part: Panel, preload } = useLazyPart(panel, open, () => onOpenChange(false));
  const reachedFor = () => {
    preload();
    onIntent?.();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        css={styles.trigger}
        aria-label="Chat with us"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-part="floating-chat-trigger"
        data-state={open ? 'open' : 'closed'}
        onClick={() => onOpenChange(!open)}
        onPointerEnter={reachedFor}
        onFocus={reachedFor}
      >
        {open ? <X aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
      </button>
      {Panel && (
        <Panel
          open={open}
          onOpenChange={onOpenChange}
          anchor={trigger}
          contentId={contentId}
          botName={botName}
          greeting={greeting}
          message={message}
          chatHref={chatHref}
        />
      )}
    </>
  );
}
