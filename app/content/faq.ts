/**
 * The FAQ's questions in five categories (spec §2 FAQ, §9 facts). Prices come from the business constants in
 * machines/, so the answers follow them. Where the spec's sources disagree, the answer says it once, the way the
 * rest of the site does:
 * - cancellation: the tiers of the Cancellation & Refund Policy page (full refund over 24 hours, 50% at 12-24,
 *   none under 12 or for a no-show), not the older FAQ's 3-hour rule;
 * - hours: open 24 hours, 7 days a week, as the home page, footer and sports page say (not Mon-Fri 6 AM-11 PM).
 */
import type { FaqCategory } from '../../machines/contact/faq';
import { groupBooking } from '../../machines/booking/schedule';
import { WEEKDAY_RATE, WEEKEND_RATE } from '../../machines/booking/slots';
import { sports, type SportId } from '../../machines/booking/sports';
import { formatRupees } from '../../machines/money/money';
import { formatPolicyHours, refundPolicy } from '../../machines/money/refundPolicy';
import { membershipTiers } from '../../machines/ui/membership';
import { siteConfig } from '../config/site';

const sport = (id: SportId) => sports.find((s) => s.id === id)!;
const price = (id: SportId, type: string) => formatRupees(sport(id).pricing.find((p) => p.type === type)?.price ?? 0);
const addOn = (id: SportId, name: string) => formatRupees(sport(id).addOns.find((a) => a.name === name)?.price ?? 0);
const court = refundPolicy.court;
const futsalTwoHours = sport('futsal').pricing.find((p) => p.type === '2 hours');

const tierLine = membershipTiers.map((t) => `${t.name} ${formatRupees(t.monthly.price)} a month`).join(', ');

export const faqCopy = {
  heading: 'Frequently Asked Questions',
  intro: 'Quick answers about booking courts, coaching, the key membership, the café and the shop. Tap a question to see its answer.',
  contactPrompt: {
    heading: 'Still have questions?',
    text: 'Call or chat with us any time, or send a message and we will get back to you within 24 hours.',
    linkLabel: 'Contact us',
    href: '/contact-us',
  },
} as const;

export const faqCategories: readonly FaqCategory[] = [
  {
    id: 'bookings',
    title: 'Bookings & Courts',
    items: [
      {
        id: 'advance-booking',
        question: 'How far in advance can I book a court?',
        answer: [
          'You can book up to 7 days in advance. Choose a sport, date, court and start time on the booking page and pay online to confirm your slot.',
        ],
        link: { label: 'Book a court', href: '/sports#booking' },
      },
      {
        id: 'opening-hours',
        question: 'What are your opening hours?',
        answer: [
          `The courts are open 24 hours a day, 7 days a week. The café is open ${siteConfig.hours.cafe}.`,
        ],
      },
      {
        id: 'court-prices',
        question: 'How much does a court cost?',
        answer: [
          `Badminton is ${formatRupees(WEEKDAY_RATE)} an hour on weekdays and ${formatRupees(WEEKEND_RATE)} on weekends (Saturday and Sunday). Tennis is ${price('tennis', 'Without lights')} an hour, or ${price('tennis', 'With lights')} with lights. Pickleball is ${price('pickleball', 'Without gear')} an hour, or ${price('pickleball', 'With racquet and ball')} with a racquet and ball.`,
        ],
        link: { label: 'See the schedule and prices', href: '/schedule' },
      },
      {
        id: 'turf-two-hours',
        question: 'Is there a rate for booking the futsal turf for 2 hours?',
        answer: [
          `Yes. The turf is ${price('futsal', '1 hour')} for 1 hour and ${formatRupees(futsalTwoHours?.price ?? 0)} for 2 hours, a saving of ${formatRupees(futsalTwoHours?.savings ?? 0)}.`,
        ],
      },
      {
        id: 'late-arrival',
        question: 'What if I arrive late?',
        answer: ['There is a 15-minute grace period. After that your session still ends at the booked time.'],
      },
      {
        id: 'cancellation',
        question: 'Can I cancel a booking and get a refund?',
        answer: [
          `Yes. Cancel more than ${formatPolicyHours(court.fullOverHours)} before your session for a full refund, or ${court.partial.fromHours} to ${court.fullOverHours} hours before for a ${court.partial.percent}% refund. Cancellations less than ${formatPolicyHours(court.partial.fromHours)} before, and no-shows, are not refunded.`,
          'Coaching sessions, events and memberships have their own terms in the Cancellation & Refund Policy.',
        ],
        link: { label: 'Read the Cancellation & Refund Policy', href: '/cancellation-refund' },
      },
      {
        id: 'equipment-rental',
        question: 'Can I rent equipment?',
        answer: [
          `Yes. Badminton: racket ${addOn('badminton', 'Racket rental')}, shoes ${addOn('badminton', 'Shoe rental')}. Tennis: racquet ${addOn('tennis', 'Racquet rental')}, balls ${addOn('tennis', 'Balls')}. Turf: cricket bat and stumps ${addOn('futsal', 'Bat and stumps')}, shoes ${addOn('futsal', 'Shoe rental')}.`,
        ],
      },
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
        answer: ['Of course. Schedule a free visit and we will show you the courts, meet a coach and answer your questions.'],
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
        answer: [`The café is open ${siteConfig.hours.cafe}, with a happy hour from 2 to 5 PM.`],
      },
      {
        id: 'reserve-table',
        question: 'Can I reserve a table?',
        answer: ['Yes. Press Reserve Table on the café page to send us a chat message with your date, time and number of guests.'],
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
