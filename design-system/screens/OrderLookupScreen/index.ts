export {
  OrderLookupScreen,
  orderLookupStatuses,
  type OrderLookupScreenProps,
  type OrderLookupStatus,
} from './OrderLookupScreen';
