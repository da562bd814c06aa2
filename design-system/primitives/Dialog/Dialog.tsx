import { useTheme } from '@emotion/react';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import {
  bodyStyles,
  closeStyles,
  contentStyles,
  descriptionStyles,
  footerStyles,
  headerStyles,
  overlayStyles,
  titleStyles,
} from './Dialog.styles';

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

/**
 * A modal dialog (Radix Dialog): overlay, focus trapped inside, Escape and the "Close" button close it,
 * focus returns to the trigger. On phones it slides up as a full-width bottom sheet.
 */
export function Dialog({
  title,
  description,
  children,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  footer,
  size = 'md',
  onCloseAutoFocus,
}: DialogProps) {
  const theme = useTheme();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay css={overlayStyles(theme)} />
        <RadixDialog.Content css={contentStyles(theme, size)} data-size={size} onCloseAutoFocus={onCloseAutoFocus}>
          <div css={headerStyles(theme)}>
            <RadixDialog.Title css={titleStyles(theme)}>{title}</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close" css={closeStyles(theme)}>
              <X aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description css={descriptionStyles(theme)}>{description}</RadixDialog.Description>
          )}
          <div css={bodyStyles(theme)}>{children}</div>
          {footer && <div css={footerStyles(theme)}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer action with this to make it close the dialog: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
