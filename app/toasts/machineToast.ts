import type { ToastEmitted } from '../../machines/shared/toast';
import { openExternal } from '../adapters/openExternal';
import type { ToastInput } from './toastContext';

/** The toast a machine emitted, as the queue takes it: its action (Confirm) opens its chat link in a new tab. */
export function machineToast({ title, description, variant, action }: ToastEmitted): ToastInput {
  return {
    title,
    description,
    variant,
    action: action ? { label: action.label, onAction: () => openExternal(action.href) } : undefined,
  };
}
