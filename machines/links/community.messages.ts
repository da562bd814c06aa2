/**
 * The chat texts of the membership and community board pages: membership and tour enquiries, feedback and a story
 * for the board (the contact pages' texts, which carry what a visitor typed, are ./contact.messages). Pair each with
 * `whatsappLink(number, text)` from ./outbound (spec §7); ./messages re-exports them all.
 */
import { CENTRE_NAME } from './site.messages';

/** Membership enquiry (Talk to Our Team), optionally about one tier and billing period. */
export function membershipEnquiryMessage(data: { tierName?: string; billing?: 'monthly' | 'annual' } = {}): string {
  if (data.tierName) {
    const billing = data.billing ? ` (${data.billing})` : '';
    return `Hi ${CENTRE_NAME}! I'm interested in the ${data.tierName} membership${billing}. Could you tell me how to join?`;
  }
  return `Hi ${CENTRE_NAME}! I'm interested in a membership (the key). Could you tell me about the plans and Pod Coins?`;
}

/** Tour request (Take a Tour). */
export function tourRequestMessage(): string {
  return `Hi ${CENTRE_NAME}! I'd like to take a tour of the centre before joining. When can I visit?`;
}

/** Community feedback. */
export function feedbackMessage(): string {
  return `Hi ${CENTRE_NAME}! I'd like to share some feedback about my visit:`;
}

/** Story upload for the community board (get featured). */
export function storyUploadMessage(): string {
  return `Hi ${CENTRE_NAME}! I'd like to be featured on the community board. Here is my photo/video and story:`;
}
