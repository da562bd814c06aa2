import type { LegalDocument } from '../../../design-system/screens/LegalScreen';
import type { SiteSettings } from '../../../machines/admin/settings';
import { retentionStatement } from '../../../machines/privacy/retention';
import { siteDefaults } from '../../config/site';
import { callLink, emailLink } from './contactLinks';
import { LEGAL_UPDATED } from './updated';

/** /privacy-policy. */
export const privacyPolicyOf = (site: SiteSettings): LegalDocument => ({
  title: 'Privacy Policy',
  summary:
    'What personal information the POD website handles, why, who else sees it, and what stays in your browser. In short: no accounts, no tracking, and the little we need goes to us through chat or to the payment provider.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `This website belongs to ${site.name}, ${site.address} ("POD", "we"). We are responsible for the personal information described here and handle it in line with India's Digital Personal Data Protection Act, 2023.`,
        },
      ],
    },
    {
      id: 'no-accounts',
      heading: 'No accounts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You do not create an account on this website and we do not keep customer profiles on it. The website has no login for visitors; the only sign-in is a demonstration admin area for staff.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect and why',
      blocks: [
        { kind: 'subheading', text: 'When you book a court or buy merchandise' },
        {
          kind: 'paragraph',
          text: 'We ask for your name, e-mail address and phone number, and what you are buying (sessions or items and the amount). We use them to take your payment, confirm your booking or order, and contact you about it.',
        },
        { kind: 'subheading', text: 'When you send a form or start a chat' },
        {
          kind: 'paragraph',
          text: 'The visit, contact and enquiry forms do not send anything to a server of ours. They open a messaging chat with our team with your details written into the message; nothing is sent until you press send in the messaging app. We then keep that conversation to answer you.',
        },
        { kind: 'subheading', text: 'What we do not collect' },
        {
          kind: 'list',
          items: [
            'We do not see or store your card number, UPI PIN or wallet password.',
            'We do not use analytics, advertising or tracking cookies.',
            'We do not sell or rent personal information to anyone.',
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
          text: 'Bookings and merchandise are paid online through our card payment provider. Its secure payment window collects your card, UPI or wallet details directly; we receive only the payment ID, the amount and whether the payment succeeded. The provider handles your payment details under its own privacy policy and the payment regulations that apply to it.',
        },
      ],
    },
    {
      id: 'browser-storage',
      heading: 'What is stored in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website keeps a few small items in your browser storage on your device. They never leave your device and you can clear them at any time in your browser settings:',
        },
        {
          kind: 'table',
          caption: 'Browser storage used by this website',
          columns: ['Item', 'What it holds', 'How long'],
          rows: [
            [
              'Cart',
              'The merchandise in your cart: item, size, quantity and price.',
              'Until you check out, clear the cart or clear your browser data',
            ],
            [
              'Admin demo flag',
              'Whether someone signed in to the demonstration admin area on this device.',
              'Until logout or clearing your browser data',
            ],
            [
              'Install prompt choice',
              'That you chose "Not Now" on the install banner.',
              'Until you close the browser tab or window',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Order details are also held in the page briefly after checkout so the confirmation page can show them; they are not kept after you leave.',
        },
      ],
    },
    {
      id: 'third-parties',
      heading: 'Other services the website uses',
      blocks: [
        {
          kind: 'list',
          items: [
            'Messaging chat: chat and enquiry buttons open a conversation with our business number in your messaging app, under that app’s privacy policy.',
            'Maps: the embedded map and directions links are served by a maps provider, which may set its own cookies when the map loads.',
            'Payments: the card payment provider described above, which loads its checkout only when you pay.',
            'Food ordering and social media: links to food-ordering and social sites open those sites in a new tab under their own policies.',
          ],
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Children under 16 must be accompanied by an adult at the centre, and bookings and payments for them must be made by a parent or guardian. We do not knowingly collect personal information from children; if you think a child has sent us their details, contact us and we will delete them.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        {
          kind: 'paragraph',
          text: `${retentionStatement()} Chat conversations are kept for as long as we need them to answer you and handle any refund or complaint.`,
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can ask us what personal information we hold about you, ask us to correct or delete it, or withdraw your consent to being contacted. We reply within 30 days.',
        },
        {
          kind: 'links',
          items: [emailLink(site), callLink(site), { label: 'Contact us', href: '/contact-us' }],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If we change how we handle personal information, we will update this page and the date at the top.',
        },
      ],
    },
  ],
});

/** The document with the shipped details. */
export const privacyPolicy: LegalDocument = privacyPolicyOf(siteDefaults);
