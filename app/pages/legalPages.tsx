import { cancellationRefundPolicy, privacyPolicy, shippingDeliveryPolicy, termsAndConditions } from '../content/legal';
import { LegalPage } from './LegalPage';

/** `/privacy-policy`. */
export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}

/** `/terms-and-conditions`. */
export function TermsAndConditionsPage() {
  return <LegalPage document={termsAndConditions} />;
}

/** `/cancellation-refund`. */
export function CancellationRefundPage() {
  return <LegalPage document={cancellationRefundPolicy} />;
}

/** `/shipping-delivery`. */
export function ShippingDeliveryPage() {
  return <LegalPage document={shippingDeliveryPolicy} />;
}
