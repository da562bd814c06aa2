/**
 * Prefilled chat texts, one builder per message kind of spec §7. Each takes only the data it needs and
 * returns plain text; pair it with `whatsappLink(number, text)` from ./outbound, using the business number the
 * app's config gives for that kind (sports, café, academy, support, or the customer's own number). The builders live
 * in one module per area, so a page's script carries only its own: import from the area's module.
 */
export { CENTRE_NAME, cafeReservationMessage, floatingChatMessage } from './site.messages';
export * from './booking.messages';
export * from './shop.messages';
export * from './community.messages';
export {
  academyCoachMessage,
  academyEnquiryMessage,
  academyTrialMessage,
  coachEnquiryMessage,
  coachingInfoMessage,
  coachingPlanJoinMessage,
} from './coaching.messages';
export * from './admin.messages';
