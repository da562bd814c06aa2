import { createElement, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyPart, useLazyPart } from '../../design-system/primitives/lazyPart';
import type { ToastData, ToasterProps } from '../../design-system/primitives/Toast';
import { onOnline } from '../adapters/connectivity';
import { takeHandedOverToasts } from './handoff';
import { ToastContext, type ToastApi, type ToastInput } from './toastContext';

// The toast widget (Radix Toast, ten requests) is its own chunk, fetched with the first toast: most page views show
// none, and loading it with every page was a burst of requests and evaluation in the page's start. Toasts pushed
// before it arrives wait in the queue and show when it renders (Radix announces each one to screen readers itself).
// If it cannot arrive (offline before the service worker had it), the toasts wait: it is fetched again on the next
// toast or when the connection is back, never an error screen.
const toasterPart = lazyPart<ToasterProps>(async () => ({
  default: (await import('../../design-system/primitives/Toast')).Toaster,
}));

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * The app's toast queue, mounted once in the root layout. Containers push toasts with `useToast().push(...)`;
 * the queue renders through the design system's Toaster and drops a toast when it closes.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastData[]>([]);
  // Rendered from the first toast on (and kept, so closing toasts animate out and the F8 region stays).
  const [toasterWanted, setToasterWanted] = useState(false);
  if (toasts.length > 0 && !toasterWanted) setToasterWanted(true);
  const [toasterUnavailable, setToasterUnavailable] = useState(false);
  const { Part: ToasterPart } = useLazyPart(toasterPart, toasterWanted && !toasterUnavailable, () =>
    setToasterUnavailable(true),
  );
  useEffect(
    () => (toasterUnavailable ? onOnline(() => setToasterUnavailable(false)) : undefined),
    [toasterUnavailable],
  );
  const nextId = useRef(0);

  const push = useCallback((toast: ToastInput) => {
    setToasterUnavailable(false);
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((queue) => [...queue, { ...toast, variant: toast.variant ?? 'default', id }]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((queue) => queue.filter((t) => t.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => ({ push, dismiss }), [push, dismiss]);

  // Toasts another layout handed over as it left (e.g. "Logged Out" on the way from the admin to the home page).
  useEffect(() => {
    takeHandedOverToasts().forEach(push);
  }, [push]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {ToasterPart && createElement(ToasterPart, { toasts, onDismiss: dismiss })}
    </ToastContext.Provider>
  );
}
