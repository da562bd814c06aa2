export {
  CheckoutScreen,
  PROCESSING_TEXT,
  checkoutNoticeTones,
  checkoutStatuses,
  type CheckoutNotice,
  type CheckoutNoticeTone,
  type CheckoutScreenProps,
  type CheckoutStatus,
} from './CheckoutScreen';
