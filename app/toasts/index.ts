export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export { type ToastApi, type ToastInput } from './toastContext';
export { useToast } from './useToast';
export { handOverToast } from './handoff';
export { machineToast } from './machineToast';
