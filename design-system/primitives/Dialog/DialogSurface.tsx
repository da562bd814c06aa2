import { useTheme } from '@emotion/react';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { DialogSize } from './Dialog';
import type { ReactNode } from 'react';
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

export interface DialogSurfaceProps {
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  size: DialogSize;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  /** The dialog element's id: the trigger's `aria-controls`. */
  contentId: string;
}

/**
 * The open dialog (Radix Dialog: overlay, focus trap, Escape, scroll lock, the page behind hidden from assistive
 * technology). Its own chunk: `Dialog` loads it the first time a dialog opens, so pages whose dialogs stay shut
 * never load Radix Dialog and its scroll-lock and focus-trap libraries.
 */
export default function DialogSurface({
  title,
  description,
  children,
  footer,
  size,
  open,
  onOpenChange,
  onCloseAutoFocus,
  contentId,
}: DialogSurfaceProps) {
  const theme = useTheme();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay css={overlayStyles(theme)} />
        <RadixDialog.Content
          id={contentId}
          css={contentStyles(theme, size)}
          data-size={size}
          onCloseAutoFocus={onCloseAutoFocus}
        >
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
