/** The toast every machine emits for the app's toaster (`actor.on('toast', ...)`). */
export type ToastVariant = 'default' | 'destructive';

export interface ToastEmitted {
  type: 'toast';
  title: string;
  description?: string;
  variant: ToastVariant;
  /** A toast button; the app opens `href` in a new tab when it is pressed. */
  action?: { label: string; href: string };
}

/** A plain toast event. */
export function toastEvent(title: string, description?: string, variant: ToastVariant = 'default'): ToastEmitted {
  return description === undefined ? { type: 'toast', title, variant } : { type: 'toast', title, description, variant };
}
