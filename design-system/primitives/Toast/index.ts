export {
  Toast,
  toastVariants,
  type ToastActionData,
  type ToastData,
  type ToastProps,
  type ToastVariant,
} from './Toast';
export { DEFAULT_TOAST_DURATION, ToastRegion, Toaster, type ToastRegionProps, type ToasterProps } from './Toaster';
