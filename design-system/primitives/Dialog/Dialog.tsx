import {
  cloneElement,
  createContext,
  useContext,
  useId,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { lazyPart, useLazyPart } from '../lazyPart';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  /** The dialog's heading; also its accessible name. */
  title: string;
  /** A short line under the title, linked by `aria-describedby`. */
  description?: string;
  /** The dialog's body. */
  children?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Close button, Escape, overlay click). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (e.g. a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Actions at the bottom, e.g. "Register / Enquire Now" and "Book Trial Class". Wrap one in `DialogClose` to close. */
  footer?: ReactNode;
  /** Maximum width above phones; on phones the dialog is a full-width bottom sheet. */
  size?: DialogSize;
  /**
   * Called when the dialog is about to move focus back on close; call `event.preventDefault()` and focus an
   * element yourself to return focus somewhere other than the trigger (e.g. the grid tile that opened a lightbox).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** What `Dialog` sets on its trigger element. */
interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

/** The dialog itself: Radix Dialog with its focus-trap and scroll-lock libraries. */
const surface = lazyPart(() => import('./DialogSurface'));

/** How a `DialogClose` inside the footer closes the dialog around it. */
const CloseContext = createContext<(() => void) | null>(null);

/**
 * A modal dialog (Radix Dialog): overlay, focus trapped inside, Escape and the "Close" button close it,
 * focus returns to the trigger. On phones it slides up as a full-width bottom sheet.
 *
 * Until it first opens only the trigger renders: the dialog itself (Radix Dialog and its focus-trap and scroll-lock
 * libraries) is its own chunk, fetched when the pointer reaches the trigger or focus does, and at the latest on
 * opening. It stays mounted after closing, so the exit animation plays and focus returns.
 */
export function Dialog({
  title,
  description,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  footer,
  size = 'md',
  onCloseAutoFocus,
  trigger: anyTrigger,
}: DialogProps) {
  // Any element that takes these (a Button, a plain button): its own handlers run first.
  const trigger = anyTrigger as ReactElement<TriggerProps> | undefined;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const contentId = useId();
  // The element that opened it, to take focus back on close.
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Offline before this dialog's code arrived: it stays shut (the site's notice says why) and the trigger works
  // again once the connection is back.
  const { Part: Surface, preload } = useLazyPart(surface, isOpen, () => change(false));

  const closeAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !trigger) return;
    // Back to the trigger, as Radix's own Trigger would do.
    event.preventDefault();
    opener?.focus();
  };

  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          'aria-controls': isOpen ? contentId : undefined,
          onClick: (event) => {
            trigger.props.onClick?.(event);
            if (event.defaultPrevented) return;
            setOpener(event.currentTarget);
            change(!isOpen);
          },
          onPointerEnter: (event) => {
            trigger.props.onPointerEnter?.(event);
            preload();
          },
          onFocus: (event) => {
            trigger.props.onFocus?.(event);
            preload();
          },
        })}
      {Surface && (
        <CloseContext value={() => change(false)}>
          <Surface
            title={title}
            description={description}
            footer={footer}
            size={size}
            open={isOpen}
            onOpenChange={change}
            onCloseAutoFocus={closeAutoFocus}
            contentId={contentId}
          >
            {children}
          </Surface>
        </CloseContext>
      )}
    </>
  );
}

/**
 * Wrap a footer action with this to make it close the dialog as well as run its own handler:
 * `<DialogClose><Button>Cancel</Button></DialogClose>`.
 */
export function DialogClose({
  children,
}: {
  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
}) {
  const close = useContext(CloseContext);
  return cloneElement(children, {
    onClick: (event) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) close?.();
    },
  });
}
