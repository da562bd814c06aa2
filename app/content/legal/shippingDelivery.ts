import type { LegalDocument } from '../../../design-system/screens/LegalScreen';
import type { SiteSettings } from '../../../machines/admin/settings';
import { postalPartsOf } from '../../../machines/site/siteDetails';
import { siteDefaults } from '../../config/site';
import { callLink, emailLink } from './contactLinks';
import { LEGAL_UPDATED } from './updated';

/** /shipping-delivery: the delivery rules of spec §9. */
export const shippingDeliveryPolicyOf = (site: SiteSettings): LegalDocument => ({
  title: 'Shipping & Delivery Policy',
  summary: 'How POD merchandise reaches you: free pickup at the centre, delivery options, charges and timelines.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'pickup',
      heading: 'Store pickup',
      blocks: [
        {
          kind: 'paragraph',
          text: `Pickup from the centre is free. Your order is usually ready 2–4 hours after payment; we message you when it is. Collect it at the front desk at ${postalPartsOf(site.address).locality || site.name}, any time, with your order ID.`,
        },
        {
          kind: 'note',
          text: 'Online checkout currently offers store pickup only. Home delivery is coming soon; the options below describe how it will work.',
        },
      ],
    },
    {
      id: 'delivery-options',
      heading: 'Delivery options and charges',
      blocks: [
        {
          kind: 'table',
          caption: 'Delivery charges by order value (₹)',
          columns: ['Option', 'Under ₹500', '₹500 – ₹1,000', 'Over ₹1,000', 'Timeline'],
          rows: [
            ['Local delivery (within 10 km)', '₹50', '₹30', 'Free', 'Mon–Sat, 10 AM – 8 PM'],
            ['Standard delivery', '₹100', '₹75', '₹50', 'Up to 7 days'],
            ['Express delivery', '₹200', '₹150', '₹100', '1–3 business days to major cities'],
          ],
        },
      ],
    },
    {
      id: 'processing',
      heading: 'Processing times',
      blocks: [
        { kind: 'paragraph', text: 'Orders are packed before they are handed over for delivery. Packing takes:' },
        {
          kind: 'table',
          caption: 'Processing time by order type',
          columns: ['Order type', 'Processing time'],
          rows: [
            ['Merchandise in stock', '1–2 business days'],
            ['Custom (personalised) items', '5–10 business days'],
            ['Bulk orders', '3–5 business days'],
            ['Special orders and pre-orders', '7–14 business days'],
          ],
        },
      ],
    },
    {
      id: 'delivery-attempts',
      heading: 'Delivery attempts and holding',
      blocks: [
        {
          kind: 'list',
          items: [
            'We make up to 3 delivery attempts.',
            'If all attempts fail, the parcel is held for 7 days for you to collect before it is returned.',
            'Orders over ₹5,000 need a signature on delivery.',
          ],
        },
      ],
    },
    {
      id: 'damage',
      heading: 'Damaged or wrong items',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Check your order when you receive it. Report damage, a missing item or a wrong size within 48 hours, with a photo, and we will replace the item or refund it.',
        },
      ],
    },
    {
      id: 'support',
      heading: 'Shipping support',
      blocks: [
        { kind: 'paragraph', text: 'Shipping support is available Monday to Saturday, 9 AM – 7 PM.' },
        {
          kind: 'links',
          items: [callLink(site), emailLink(site), { label: 'Contact us', href: '/contact-us' }],
        },
      ],
    },
  ],
});

/** The document with the shipped details. */
export const shippingDeliveryPolicy: LegalDocument = shippingDeliveryPolicyOf(siteDefaults);
