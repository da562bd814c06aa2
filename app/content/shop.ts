/**
 * The shop's copy: page titles and descriptions, the header badges, How to Order, and the pickup details shown
 * after an order. The catalogue itself is in machines/shop/catalogue.ts.
 */
import type { HowToOrderStep } from '../../design-system/patterns/HowToOrder';
import type { ShopHeaderBadge } from '../../design-system/patterns/ShopHeaderBadges';
import type { PickupDetails } from '../../design-system/screens/OrderConfirmationScreen';
import type { SiteSettings } from '../../machines/admin/settings';
import { siteDefaults } from '../config/site';

/** <title> and <meta name="description"> per shop page. */
export const shopMeta = {
  merchandise: {
    title: 'Shop Merchandise · POD',
    description:
      'Jerseys, tees, caps, bottles, bags and towels from POD Sholinganallur. Pay securely online and pick up at the centre.',
  },
  cart: {
    title: 'Your Cart · POD',
    description: 'Review the POD merchandise in your cart, change quantities and proceed to secure checkout.',
  },
  checkout: {
    title: 'Checkout · POD',
    description: 'Enter your details, choose free store pickup and pay securely by card, UPI or wallet.',
  },
  orderConfirmation: {
    title: 'Order Confirmed · POD',
    description: 'Your POD merchandise order: order id, payment id, pickup details and your receipt.',
  },
} as const;

export const shopHeader = {
  heading: 'POD Merchandise',
  intro:
    'Gear made for long rallies and late games: official POD jerseys, tees, caps and kit, picked up at the centre.',
} as const;

/** The header badges of /merchandise. */
export const shopBadges: readonly ShopHeaderBadge[] = [
  { icon: 'secure', label: 'Secure Online Payment' },
  { icon: 'quality', label: 'Premium Quality' },
  { icon: 'delivery', label: 'Fast Delivery' },
];

/** How to Order, three steps. */
export const howToOrderSteps: readonly HowToOrderStep[] = [
  {
    title: 'Select & Buy',
    description: 'Pick your favourite POD gear and click Buy Now (Add to Cart), then check out.',
  },
  { title: 'Pay Securely', description: 'Pay securely by card, UPI or wallet through our payment partner.' },
  { title: 'Get Your Gear', description: 'Get it delivered or pick it up at the centre, usually ready in 2-3 hours.' },
];

/** Read out while the cart stored on the device is read, a moment after the first paint. */
export const cartLoadingLabels = { cart: 'Loading your cart', checkout: 'Loading checkout' } as const;

/** The card provider named on the cart and checkout. */
export const PAYMENT_PROVIDER_NAME = 'Razorpay';

/** Where and when an order is picked up (order confirmation), with the centre's details from System Settings. */
export const pickupDetailsOf = (site: SiteSettings): PickupDetails => ({
  title: 'Store pickup (free)',
  lines: ['Ready for pickup in 2-3 hours.', site.name, site.address, `Questions? Call ${site.phones.sports}.`],
});

/** The pickup details with the shipped details. */
export const pickupDetails: PickupDetails = pickupDetailsOf(siteDefaults);
