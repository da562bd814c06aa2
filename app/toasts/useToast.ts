import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toastContext';

/** The toast queue: `push({ title, description?, variant?, action? })`. Must be used under `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider> (mounted by the root layout).');
  return api;
}
