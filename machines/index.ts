/**
 * The public API of machines/: domain rules and XState machines. Pure TypeScript: no React, DOM or storage.
 * "Now" and "today" are always inputs.
 */
export * from './shared/toast';
export * from './time/dates';
export * from './money/money';
export * from './links/outbound';
export * from './links/messages';
export * from './shop/catalogue';
export * from './cart/cart.rules';
export * from './cart/cart.codec';
export * from './cart/cartQuantity.machine';
export * from './checkout/checkout.rules';
export * from './checkout/payment.copy';
export * from './checkout/payment.machine';
export * from './checkout/payment.select';
export * from './checkout/payment.setup';
export type * from './checkout/payment.types';
export * from './booking/sports';
export * from './booking/slots';
export * from './booking/calendar';
export * from './booking/booking.rules';
export * from './booking/booking.machine';
export * from './forms/forms.messages';
export * from './forms/forms.rules';
export * from './forms/forms.schema';
export * from './contact/enquiry.schema';
export * from './admin/admin.types';
export * from './admin/adminAuth.machine';
export * from './ui/cafeHero.machine';
export * from './ui/lightbox.machine';
export * from './ui/membership';
export * from './ui/installPrompt.machine';
export * from './ui/chatPanel.machine';
export * from './files/orderId';
export * from './files/receipt';
export * from './files/paymentsCsv';
export * from './files/ics';
