import { createContext } from 'react';
import type { ToastData } from '../../design-system/primitives/Toast';

/** A toast to show: everything but the id; the variant defaults to 'default'. */
export type ToastInput = Omit<ToastData, 'id' | 'variant'> & { variant?: ToastData['variant'] };

export interface ToastApi {
  /** Shows a toast and returns its id. */
  push: (toast: ToastInput) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
