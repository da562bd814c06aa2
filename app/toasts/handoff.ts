import type { ToastInput } from './toastContext';

/**
 * Toasts handed from one toast queue to the next, for a page that leaves its layout as it shows one (the admin's
 * Logout goes to the public home page with "Logged Out"). Module state of this browser tab; no storage.
 */
let handedOver: ToastInput[] = [];

/** Queues a toast for the next ToastProvider that mounts. */
export function handOverToast(toast: ToastInput): void {
  handedOver.push(toast);
}

/** Takes the queued toasts (each is shown once). */
export function takeHandedOverToasts(): ToastInput[] {
  const taken = handedOver;
  handedOver = [];
  return taken;
}
