import {
  cancellationRefundPolicyOf,
  privacyPolicyOf,
  shippingDeliveryPolicyOf,
  termsAndConditionsOf,
} from '../content/legal';
import { useSite } from '../layout/siteSettings';
import { LegalPage } from './LegalPage';

/** `/privacy-policy`. */
export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicyOf(useSite())} />;
}

/** `/terms-and-conditions`. */
export function TermsAndConditionsPage() {
  return <LegalPage document={termsAndConditionsOf(useSite())} />;
}

/** `/cancellation-refund` (the court refund bands of System Settings). */
export function CancellationRefundPage() {
  return <LegalPage document={cancellationRefundPolicyOf(useSite())} />;
}

/** `/shipping-delivery`. */
export function ShippingDeliveryPage() {
  return <LegalPage document={shippingDeliveryPolicyOf(useSite())} />;
}
