import type { LegalDocument } from '../../../design-system/screens/LegalScreen';
import type { SiteSettings } from '../../../machines/admin/settings';
import { courtRefundSchedule } from '../../../machines/admin/settings.rules';
import { refundPolicy, refundPolicyRows } from '../../../machines/money/refundPolicy';
import { siteDefaults } from '../../config/site';
import { callLink, emailLink } from './contactLinks';
import { LEGAL_UPDATED } from './updated';
import { refundTiming } from '../myBooking';

/**
 * /cancellation-refund: the refund tiers of spec §9, read from the one rule the server's cancels use (the court bands
 * are System Settings').
 */
export const cancellationRefundPolicyOf = (site: SiteSettings): LegalDocument => ({
  title: 'Cancellation & Refund Policy',
  summary:
    'How to cancel a court booking, a coaching session, an event or a membership at POD, and how much of your payment comes back.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'overview',
      heading: 'Overview',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Court bookings and other services at POD are paid online when you book. If your plans change, you can cancel and receive a refund according to how far ahead of the start time you cancel. The time of your request is the time we receive it by chat, phone or e-mail.',
        },
        {
          kind: 'note',
          text: 'Refunds always go back to the card or payment method you paid with. We never ask for card details over chat or phone.',
        },
      ],
    },
    {
      id: 'court-bookings',
      heading: 'Court bookings',
      blocks: [
        {
          kind: 'table',
          caption: 'Refunds for court bookings',
          columns: ['When you cancel', 'Refund'],
          rows: [
            ...refundPolicyRows(courtRefundSchedule(site), 'session', 'the booking amount'),
            ['No-show', 'No refund'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'A booking of several sessions is treated session by session: each session is refunded according to its own start time.',
        },
      ],
    },
    {
      id: 'coaching',
      heading: 'Coaching sessions',
      blocks: [
        {
          kind: 'table',
          caption: 'Refunds for coaching sessions',
          columns: ['When you cancel', 'Refund'],
          rows: refundPolicyRows(refundPolicy.coaching, 'session', 'the session fee'),
        },
      ],
    },
    {
      id: 'events',
      heading: 'Events and tournaments',
      blocks: [
        {
          kind: 'table',
          caption: 'Refunds for events',
          columns: ['When you cancel', 'Refund'],
          rows: refundPolicyRows(refundPolicy.event, 'event', 'the entry fee'),
        },
      ],
    },
    {
      id: 'membership',
      heading: 'Memberships',
      blocks: [
        {
          kind: 'list',
          items: [
            'A membership can be cancelled with 30 days notice. It stays active, and is charged, until the notice period ends.',
            'A membership can be paused for up to 2 months a year instead of being cancelled.',
            'Pod Coins already credited are valid for 12 months and are not exchanged for cash.',
          ],
        },
      ],
    },
    {
      id: 'cancelled-by-pod',
      heading: 'If we cancel',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If POD has to cancel a session (for example for court maintenance or a power failure), we will tell you as soon as we can and you can choose a full refund or a free move to another slot.',
        },
      ],
    },
    {
      id: 'how-to-request',
      heading: 'How to request a refund',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Message us on chat or call us with your name, phone number and the payment ID from your confirmation.',
            'We review the request within 2–3 working days and confirm the amount by message.',
            refundTiming,
          ],
        },
        {
          kind: 'links',
          items: [callLink(site), emailLink(site), { label: 'Contact us', href: '/contact-us' }],
        },
      ],
    },
    {
      id: 'merchandise',
      heading: 'Merchandise',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Merchandise orders can be cancelled free of charge until they are ready for pickup. Damaged or incorrect items are covered by our Shipping & Delivery Policy: report them within 48 hours of receiving them.',
        },
      ],
    },
  ],
});

/** The document with the shipped details. */
export const cancellationRefundPolicy: LegalDocument = cancellationRefundPolicyOf(siteDefaults);
