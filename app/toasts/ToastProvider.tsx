import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastData } from '../../design-system/primitives/Toast';
import { takeHandedOverToasts } from './handoff';
import { ToastContext, type ToastApi, type ToastInput } from './toastContext';

// The toast widget (Radix Toast) is not needed for the first paint: it loads right after, in its own chunk.
// Toasts pushed before it arrives wait in the queue and show when it renders.
const Toaster = lazy(() => import('../../design-system/primitives/Toast').then((m) => ({ default: m.Toaster })));

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * The app's toast queue, mounted once in the root layout. Containers push toasts with `useToast().push(...)`;
 * the queue renders through the design system's Toaster and drops a toast when it closes.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastData[]>([]);
  const nextId = useRef(0);

  const push = useCallback((toast: ToastInput) => {
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
      <Suspense fallback={null}>
        <Toaster toasts={toasts} onDismiss={dismiss} />
      </Suspense>
    </ToastContext.Provider>
  );
}
