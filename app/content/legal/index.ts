export { cancellationRefundPolicy } from './cancellationRefund';
export { privacyPolicy } from './privacyPolicy';
export { shippingDeliveryPolicy } from './shippingDelivery';
export { termsAndConditions } from './termsAndConditions';
export { LEGAL_UPDATED } from './updated';
