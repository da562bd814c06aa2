import { useTheme } from '@emotion/react';
import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { Toast, type ToastData } from './Toast';
import { viewportStyles } from './Toast.styles';

/** How long a toast stays before closing itself, in milliseconds. */
export const DEFAULT_TOAST_DURATION = 5000;

export interface ToastRegionProps {
  /** The toasts (`Toast` elements). */
  children?: ReactNode;
  /** Default milliseconds before each toast closes itself. */
  duration?: number;
  /** Landmark name of the toast list; `{hotkey}` is replaced by the shortcut that focuses it (F8). */
  label?: string;
}

/**
 * The Radix Toast provider plus its viewport: a labelled region ("Notifications (F8)") holding the list,
 * fixed at the bottom right (full width on phones). Each toast is also announced through a visually hidden
 * live region: politely for default toasts, assertively for destructive ones.
 */
export function ToastRegion({
  children,
  duration = DEFAULT_TOAST_DURATION,
  label = 'Notifications ({hotkey})',
}: ToastRegionProps) {
  const theme = useTheme();
  return (
    <RadixToast.Provider duration={duration} swipeDirection="right">
      {children}
      <RadixToast.Viewport label={label} css={viewportStyles(theme)} />
    </RadixToast.Provider>
  );
}

export interface ToasterProps {
  /** The queue to show, oldest first. The app owns it: add to show, remove on `onDismiss`. */
  toasts: readonly ToastData[];
  /** Called with a toast's id once it closes (timer, Close, Escape, swipe, or its action); remove it from the queue. */
  onDismiss: (id: string) => void;
  /** Milliseconds before each toast closes itself. */
  duration?: number;
  /** Landmark name of the toast list. */
  label?: string;
}

/** Renders the app's toast queue. Mount once near the root of the app. */
export function Toaster({ toasts, onDismiss, duration, label }: ToasterProps) {
  return (
    <ToastRegion duration={duration} label={label}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          title={toast.title}
          description={toast.description}
          variant={toast.variant}
          action={toast.action}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        />
      ))}
    </ToastRegion>
  );
}
