import type { LegalDocument } from '../../../design-system/screens/LegalScreen';
import type { SiteSettings } from '../../../machines/admin/settings';
import { placeOf, postalPartsOf } from '../../../machines/site/siteDetails';
import { siteDefaults } from '../../config/site';
import { callLink, emailLink } from './contactLinks';
import { LEGAL_UPDATED } from './updated';

/** /terms-and-conditions. */
export const termsAndConditionsOf = (site: SiteSettings): LegalDocument => ({
  title: 'Terms & Conditions',
  summary:
    'The rules for booking and using the courts, coaching, café and shop at POD, and for using this website. By booking or paying through the website you accept them.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `These terms apply between you and ${site.name} ("POD", "we") when you use this website or our facilities in ${placeOf(site.address) || 'Chennai'}. Our Privacy Policy, Cancellation & Refund Policy and Shipping & Delivery Policy form part of them.`,
        },
      ],
    },
    {
      id: 'bookings',
      heading: 'Court bookings',
      blocks: [
        {
          kind: 'list',
          items: [
            'Courts are booked and paid online only. A booking is confirmed once the payment succeeds and you receive a payment ID.',
            'Prices are in Indian rupees and include applicable taxes. The price shown when you pay is the price you pay.',
            'A booking is for the court, date, start time and duration you chose. Please arrive on time: there is a 15-minute grace period, after which the session still ends at the booked time.',
            'Bookings are personal to you and cannot be resold.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Card, UPI and wallet payments are processed by our card payment provider in its own secure window. We never see or store your card details. If a payment fails or you close the payment window, no booking or order is made and you can try again.',
        },
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations and refunds',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can cancel bookings, coaching sessions, event entries and memberships as set out in our Cancellation & Refund Policy, which explains how much is refunded and when.',
        },
        { kind: 'links', items: [{ label: 'Cancellation & Refund Policy', href: '/cancellation-refund' }] },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Children under 16 must be accompanied by a parent, guardian or another responsible adult at all times while at the centre, including on court, unless they are in a supervised academy or coaching session. Bookings for children must be made and paid for by an adult.',
        },
      ],
    },
    {
      id: 'facility-rules',
      heading: 'Using the centre',
      blocks: [
        {
          kind: 'list',
          items: [
            'Wear non-marking sports shoes on the courts and suitable footwear on the turf. Shoes and equipment can be rented at the front desk.',
            'Follow the instructions of our staff and coaches, and use the equipment for its purpose.',
            'You are responsible for damage you cause to courts, nets, rented equipment or other property, beyond normal wear.',
            'Sport carries a risk of injury. Play within your fitness and tell us about any medical condition that matters for coaching.',
            'Keep your belongings with you or in the lockers; we are not responsible for items left unattended.',
            'We may refuse entry to, or end the session of, anyone who behaves unsafely or abusively, without a refund.',
          ],
        },
      ],
    },
    {
      id: 'coaching-membership',
      heading: 'Coaching, academy and membership',
      blocks: [
        {
          kind: 'list',
          items: [
            'Coaching and academy fees cover the batches, days and duration of the plan you join. Missed classes are not carried over unless your coach agrees.',
            'Memberships have no joining fee. 1 Pod Coin equals ₹1; coins are valid for 12 months, are not transferable and cannot be exchanged for cash.',
            'A membership can be paused for up to 2 months a year and cancelled with 30 days notice.',
          ],
        },
      ],
    },
    {
      id: 'cafe-shop',
      heading: 'Café and merchandise',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Café offers and happy hours run on the days and times shown and may change. Merchandise is sold subject to availability; pre-order items ship when stock arrives. Pickup and delivery are described in our Shipping & Delivery Policy.',
        },
        { kind: 'links', items: [{ label: 'Shipping & Delivery Policy', href: '/shipping-delivery' }] },
      ],
    },
    {
      id: 'website',
      heading: 'This website',
      blocks: [
        {
          kind: 'list',
          items: [
            'There are no visitor accounts. Chat and form buttons open a messaging chat with our team; nothing is sent until you send it.',
            'We keep the information on this website accurate, but prices, hours and offers may change. What we confirm to you when you book or pay prevails.',
            'The admin area of this website is a demonstration running on sample data; it does not manage real bookings.',
            'Content, photos and the POD name and logo belong to us; do not reuse them without permission.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nothing in these terms limits liability that cannot be limited by law. Otherwise, our liability for any booking or order is limited to the amount you paid for it.',
        },
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `These terms are governed by the laws of India, and the courts of ${postalPartsOf(site.address).city || 'Chennai'} have jurisdiction. If you have a question or a complaint, contact us first; we aim to resolve it quickly.`,
        },
        {
          kind: 'links',
          items: [callLink(site), emailLink(site), { label: 'Contact us', href: '/contact-us' }],
        },
      ],
    },
  ],
});

/** The document with the shipped details. */
export const termsAndConditions: LegalDocument = termsAndConditionsOf(siteDefaults);
