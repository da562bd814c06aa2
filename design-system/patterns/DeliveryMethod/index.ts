export { DeliveryMethod, deliveryMethodOptions, type DeliveryMethodProps } from './DeliveryMethod';
