/**
 * The FAQ's questions in five categories (spec §2 FAQ, §9 facts). Court prices and add-ons come from the court rate
 * table the booking charges (`faqCategoriesOf(rates)`, the page's loader reads it), other facts from the business
 * constants in machines/, so the answers follow them. Where the spec's sources disagree, the answer says it once, the
 * way the rest of the site does:
 * - cancellation: the tiers of the Cancellation & Refund Policy page (full refund over 24 hours, 50% at 12-24,
 *   none under 12 or for a no-show), not the older FAQ's 3-hour rule;
 * - hours: open 24 hours, 7 days a week, as the home page, footer and sports page say (not Mon-Fri 6 AM-11 PM).
 */
import type { FaqCategory, FaqItem } from '../../machines/contact/faq';
import { weekdayFrom, twoHourSaving, type RateTable, type SportRates } from '../../machines/booking/rates';
import { groupBooking } from '../../machines/booking/schedule';
import { sports } from '../../machines/booking/sports';
import { formatRupees } from '../../machines/money/money';
import { formatPolicyHours } from '../../machines/money/refundPolicy';
import { membershipTiers } from '../../machines/ui/membership';
import type { SiteSettings } from '../../machines/admin/settings';
import { courtRefundSchedule } from '../../machines/admin/settings.rules';
import { hoursText, isAllDay } from '../../machines/site/siteDetails';
import { siteDefaults } from '../config/site';
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const tierLine = membershipTiers.map((t) => `${t.name} ${formatRupees(t.monthly.price)} a month`).join(', ');

/** A sport's court prices in a sentence: 'Tennis is ₹1,000 an hour, or ₹1,200 with lights (6 PM to 6 AM).' */
function courtPriceSentence(name: string, rates: SportRates): string {
  const sameAllWeek = rates.peak === rates.offPeak && rates.peak === rates.weekend;
  const hours = sameAllWeek
    ? `${formatRupees(rates.peak)} an hour`
    : rates.peak === rates.offPeak
      ? `${formatRupees(rates.peak)} an hour on weekdays and ${formatRupees(rates.weekend)} on weekends (Saturday and Sunday)`
      : `${formatRupees(rates.peak)} an hour at peak times (weekdays 6-10 AM and 4-10 PM), ${formatRupees(rates.offPeak)} at other weekday hours and ${formatRupees(rates.weekend)} on weekends`;
  const perHourAddOns = rates.addOns.filter((a) => a.perHour);
  // "₹1,000 with racquet and ball" holds only where one rate applies at every hour.
  const oneRate = sameAllWeek && rates.lights === null;
  const options = [
    rates.lights === null ? null : `${formatRupees(rates.lights)} with lights (6 PM to 6 AM)`,
    rates.twoHours === null ? null : `${formatRupees(rates.twoHours)} for 2 hours`,
    ...(oneRate ? perHourAddOns.map((a) => `${formatRupees(rates.peak + a.price)} with ${lower(a.name)}`) : []),
  ].filter((text) => text !== null);
  const more = oneRate ? [] : perHourAddOns.map((a) => ` ${a.name} is ${formatRupees(a.price)} an hour more.`);
  return `${name} is ${hours}${options.map((o) => `, or ${o}`).join('')}.${more.join('')}`;
}

/** The turf's two-hour question, answered from futsal's rates. */
function turfAnswer(futsal: SportRates): string {
  const hour = weekdayFrom(futsal);
  if (futsal.twoHours === null)
    return `Not at the moment: the turf is ${formatRupees(hour)} an hour, so 2 hours are ${formatRupees(2 * hour)}.`;
  const saving = twoHourSaving(futsal);
  return `Yes. The turf is ${formatRupees(hour)} for 1 hour and ${formatRupees(futsal.twoHours)} for 2 hours${saving > 0 ? `, a saving of ${formatRupees(saving)}` : ''}.`;
}

/** Every sport's add-ons: 'Badminton: racket rental ₹50, shoe rental ₹50. ...'. */
function equipmentAnswer(rates: RateTable): string {
  const lines = sports
    .filter((s) => rates[s.id].addOns.length > 0)
    .map(
      (s) =>
        `${s.name}: ${rates[s.id].addOns.map((a) => `${lower(a.name)} ${formatRupees(a.price)}${a.perHour ? ' an hour' : ''}`).join(', ')}.`,
    );
  return lines.length > 0 ? `Yes. ${lines.join(' ')}` : 'Not at the moment: please bring your own equipment.';
}

/** The questions whose answers are prices, from the rate table. */
function priceItems(rates: RateTable): Record<'courtPrices' | 'turfTwoHours' | 'equipment', FaqItem> {
  return {
    courtPrices: {
      id: 'court-prices',
      question: 'How much does a court cost?',
      answer: [sports.map((s) => courtPriceSentence(s.name, rates[s.id])).join(' ')],
      link: { label: 'See the schedule and prices', href: '/schedule' },
    },
    turfTwoHours: {
      id: 'turf-two-hours',
      question: 'Is there a rate for booking the futsal turf for 2 hours?',
      answer: [turfAnswer(rates.futsal)],
    },
    equipment: {
      id: 'equipment-rental',
      question: 'Can I rent equipment?',
      answer: [equipmentAnswer(rates)],
    },
  };
}

export const faqCopy = {
  heading: 'Frequently Asked Questions',
  intro:
    'Quick answers about booking courts, coaching, the key membership, the café and the shop. Tap a question to see its answer.',
  contactPrompt: {
    heading: 'Still have questions?',
    text: 'Call or chat with us any time, or send a message and we will get back to you within 24 hours.',
    linkLabel: 'Contact us',
    href: '/contact-us',
  },
} as const;

/**
 * The FAQ with the prices of `rates` (the court rate table) and the hours, booking window and court refund bands of
 * System Settings.
 */
export function faqCategoriesOf(rates: RateTable, site: SiteSettings = siteDefaults): FaqCategory[] {
  const prices = priceItems(rates);
  const court = courtRefundSchedule(site);
  const { daysAhead } = site.booking;
  const cafeHours = hoursText(site.hours.cafe).replace(/^Open /, '');
  return [
    {
      id: 'bookings',
      title: 'Bookings & Courts',
      items: [
        {
          id: 'advance-booking',
          question: 'How far in advance can I book a court?',
          answer: [
            `You can book up to ${daysAhead} day${daysAhead === 1 ? '' : 's'} in advance. Choose a sport, date, court and start time on the booking page and pay online to confirm your slot.`,
          ],
          link: { label: 'Book a court', href: '/sports#booking' },
        },
        {
          id: 'opening-hours',
          question: 'What are your opening hours?',
          answer: [
            `${isAllDay(site.hours.sports) ? 'The courts are open 24 hours a day, 7 days a week' : `The courts are open ${hoursText(site.hours.sports)}`}. The café is open ${cafeHours}.`,
          ],
        },
        prices.courtPrices,
        prices.turfTwoHours,
        {
          id: 'late-arrival',
          question: 'What if I arrive late?',
          answer: ['There is a 15-minute grace period. After that your session still ends at the booked time.'],
        },
        {
          id: 'cancellation',
          question: 'Can I cancel a booking and get a refund?',
          answer: [
            `Yes. Cancel more than ${formatPolicyHours(court.fullOverHours)} before your session for a full refund, or ${court.partial.fromHours} to ${court.fullOverHours} hours before for a ${court.partial.percent}% refund. ${court.latePercent === 0 ? `Cancellations less than ${formatPolicyHours(court.partial.fromHours)} before, and no-shows, are not refunded.` : `Cancellations less than ${formatPolicyHours(court.partial.fromHours)} before get ${court.latePercent}% back; no-shows are not refunded.`}`,
            'Coaching sessions, events and memberships have their own terms in the Cancellation & Refund Policy.',
          ],
          link: { label: 'Read the Cancellation & Refund Policy', href: '/cancellation-refund' },
        },
        prices.equipment,
        {
          id: 'group-bookings',
          question: 'Do you offer group discounts?',
          answer: [
            `Yes. Book ${groupBooking.minBookings} or more sessions together and save ${groupBooking.discountPercent}%. Corporate leagues, school teams and birthday games are welcome.`,
          ],
        },
      ],
    },
    {
      id: 'coaching',
      title: 'Coaching & Academy',
      items: [
        {
          id: 'coaching-fees',
          question: 'How much does coaching cost?',
          answer: [
            'Football coaching is ₹3,540 a month for 3 classes a week. Badminton is ₹2,500 to ₹4,500 a month and tennis ₹3,000 to ₹13,000 a month, depending on the level and the number of days a week.',
          ],
          link: { label: 'See the coaching programmes', href: '/coaching' },
        },
        {
          id: 'badminton-coaching-hours',
          question: 'When do badminton coaching sessions run?',
          answer: ['Monday to Friday, 4:30 to 8:00 PM. The badminton courts cannot be booked during those hours.'],
        },
        {
          id: 'academy-ages',
          question: 'Which ages does the academy take?',
          answer: [
            'The academy has batches for children, teenagers and adults. Tennis starts at 5, badminton and futsal at 6, and pickleball at 8, each with a 17+ or 18+ group.',
          ],
          link: { label: 'Explore the academy', href: '/academy' },
        },
        {
          id: 'coaching-goodies',
          question: 'Do coaching members get anything extra?',
          answer: ['Every coaching member receives free POD goodies when they join.'],
        },
        {
          id: 'free-visit',
          question: 'Can I visit before signing up?',
          answer: [
            'Of course. Schedule a free visit and we will show you the courts, meet a coach and answer your questions.',
          ],
          link: { label: 'Schedule a free visit', href: '/contact' },
        },
      ],
    },
    {
      id: 'membership',
      title: 'Membership (the key)',
      items: [
        {
          id: 'what-is-the-key',
          question: 'What is the key?',
          answer: [
            'The key is our membership. Members get Pod Coins to spend on court bookings, the café, merchandise and training, plus free café drinks and booking discounts. 1 Pod Coin is worth ₹1.',
          ],
          link: { label: 'See the membership plans', href: '/membership' },
        },
        {
          id: 'membership-plans',
          question: 'Which plans are there?',
          answer: [`Three tiers: ${tierLine}. Paying annually saves 16%, and there is no joining fee.`],
        },
        {
          id: 'pod-coins-validity',
          question: 'How long are Pod Coins valid?',
          answer: ['Pod Coins are valid for 12 months.'],
        },
        {
          id: 'pause-or-cancel',
          question: 'Can I pause or cancel my membership?',
          answer: ['You can pause for up to 2 months a year. To cancel, give us 30 days notice.'],
        },
        {
          id: 'referrals',
          question: 'Do I get anything for referring a friend?',
          answer: ['Yes. You get 200 Pod Coins and your friend gets ₹100 off their first month.'],
        },
      ],
    },
    {
      id: 'cafe',
      title: 'Café',
      items: [
        {
          id: 'cafe-hours',
          question: 'When is the café open?',
          answer: [`The café is open ${cafeHours}, with a happy hour from 2 to 5 PM.`],
        },
        {
          id: 'reserve-table',
          question: 'Can I reserve a table?',
          answer: [
            'Yes. Press Reserve Table on the café page to send us a chat message with your date, time and number of guests.',
          ],
          link: { label: 'Visit the café page', href: '/cafe' },
        },
        {
          id: 'cafe-without-booking',
          question: 'Do I need a court booking to visit the café?',
          answer: ['No. The café and bistro are open to everyone, players or not.'],
        },
      ],
    },
    {
      id: 'shop',
      title: 'Shop & Orders',
      items: [
        {
          id: 'order-pickup',
          question: 'How do I get my merchandise order?',
          answer: [
            'Pick it up at the centre for free. Orders are usually ready for pickup in 2 to 3 hours. Home delivery is not available yet.',
          ],
          link: { label: 'Shipping & Delivery', href: '/shipping-delivery' },
        },
        {
          id: 'shop-payment',
          question: 'How do I pay for merchandise?',
          answer: ['Pay online at checkout by card, UPI or wallet. You get an order id and a receipt straight away.'],
          link: { label: 'Visit the shop', href: '/merchandise' },
        },
        {
          id: 'shop-sizes',
          question: 'Which sizes are available?',
          answer: [
            "Jerseys and track pants come in S to XXL, women's tees and bras in XS to XL. Caps, bags and towels are one size.",
          ],
        },
      ],
    },
  ];
}
