export {
  OrderConfirmationScreen,
  type OrderConfirmationScreenProps,
  type PickupDetails,
} from './OrderConfirmationScreen';
