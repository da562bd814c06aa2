export { cancellationRefundPolicy, cancellationRefundPolicyOf } from './cancellationRefund';
export { privacyPolicy, privacyPolicyOf } from './privacyPolicy';
export { shippingDeliveryPolicy, shippingDeliveryPolicyOf } from './shippingDelivery';
export { termsAndConditions, termsAndConditionsOf } from './termsAndConditions';
export { LEGAL_UPDATED } from './updated';
