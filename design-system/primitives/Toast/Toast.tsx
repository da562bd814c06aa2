import { useTheme } from '@emotion/react';
import { CircleAlert, X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { Button } from '../Button';
import type { ToastVariant } from '../../../machines/shared/toast';
import { actionRowStyles, bodyStyles, closeStyles, descriptionStyles, titleStyles, toastStyles } from './Toast.styles';

export const toastVariants = ['default', 'destructive'] as const satisfies readonly ToastVariant[];
export type { ToastVariant };

/** A button inside a toast, e.g. "Confirm" on "Booking Confirmed!". Pressing it also closes the toast. */
export interface ToastActionData {
  /** The button's text. */
  label: string;
  /** Called when the button is pressed. */
  onAction: () => void;
  /**
   * How a screen-reader user can do the same without reaching the toast (Radix announces it instead of the
   * button). Defaults to the label.
   */
  altText?: string;
}

/** One toast in the app's queue, as handed to `Toaster`. */
export interface ToastData {
  /** Unique key in the queue; reported back by `onDismiss`. */
  id: string;
  /** The headline, e.g. "Payment Cancelled". */
  title: string;
  /** The detail line, e.g. "Your payment was cancelled. You can try again anytime." */
  description?: string;
  /** `destructive` for failures and validation errors. */
  variant: ToastVariant;
  /** An optional action button. */
  action?: ToastActionData;
}

export interface ToastProps {
  /** The headline. */
  title: string;
  /** The detail line. */
  description?: string;
  /**
   * `default` is announced politely. `destructive` (failures, validation errors) is announced assertively:
   * it reports that what the visitor just did did not happen, so it should interrupt.
   */
  variant?: ToastVariant;
  /** An optional action button (a real button; pressing it calls `onAction` and closes the toast). */
  action?: ToastActionData;
  /** Milliseconds before it closes itself; defaults to the provider's duration. Hovering or focusing pauses it. */
  duration?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled (default open). */
  defaultOpen?: boolean;
  /** Called with `false` when the toast closes (timer, Close, Escape, swipe, or its action). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A single toast (Radix Toast). Render it inside `ToastRegion` or let `Toaster` render the queue.
 * The state is on the DOM: `data-variant` (default | destructive) and Radix's `data-state` (open | closed).
 */
export function Toast({
  title,
  description,
  variant = 'default',
  action,
  duration,
  open,
  defaultOpen,
  onOpenChange,
}: ToastProps) {
  const theme = useTheme();
  return (
    <RadixToast.Root
      type={variant === 'destructive' ? 'foreground' : 'background'}
      duration={duration}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-variant={variant}
      css={toastStyles(theme)}
    >
      {variant === 'destructive' && <CircleAlert aria-hidden="true" />}
      <div css={bodyStyles(theme)}>
        <RadixToast.Title css={titleStyles(theme)}>{title}</RadixToast.Title>
        {description && <RadixToast.Description css={descriptionStyles(theme)}>{description}</RadixToast.Description>}
        {action && (
          <div css={actionRowStyles(theme)}>
            <RadixToast.Action asChild altText={action.altText ?? action.label}>
              <Button size="sm" variant="outline" onClick={action.onAction}>
                {action.label}
              </Button>
            </RadixToast.Action>
          </div>
        )}
      </div>
      <RadixToast.Close aria-label="Close" css={closeStyles(theme)}>
        <X aria-hidden="true" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
