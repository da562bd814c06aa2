import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  cancellationRefundPolicy,
  privacyPolicy,
  shippingDeliveryPolicy,
  termsAndConditions,
} from '../../app/content/legal';
import { LegalScreen, type LegalDocument } from '../../design-system/screens/LegalScreen';
import { withStoryRouter } from '../patterns/shell.fixtures';

/** A small document with one block of each kind. */
const sample: LegalDocument = {
  title: 'Sample Policy',
  summary: 'Every kind of block a legal page can hold.',
  updated: { iso: '2026-11-01', display: '1 November 2026' },
  sections: [
    {
      id: 'text',
      heading: 'Paragraphs and notes',
      blocks: [
        { kind: 'paragraph', text: 'A paragraph of policy text.' },
        { kind: 'subheading', text: 'A subheading' },
        { kind: 'note', text: 'A highlighted note.' },
      ],
    },
    {
      id: 'lists',
      heading: 'Lists',
      blocks: [
        { kind: 'list', items: ['First point', 'Second point'] },
        { kind: 'list', ordered: true, items: ['Step one', 'Step two'] },
      ],
    },
    {
      id: 'tables',
      heading: 'Tables and links',
      blocks: [
        {
          kind: 'table',
          caption: 'Refund tiers',
          columns: ['When', 'Refund'],
          rows: [
            ['Early', '100%'],
            ['Late', 'None'],
          ],
        },
        {
          kind: 'links',
          items: [
            { label: 'Contact us', href: '/contact-us' },
            { label: 'Map', href: 'https://maps.example', external: true },
          ],
        },
      ],
    },
  ],
};

const meta = {
  title: 'Screens/Legal',
  component: LegalScreen,
  decorators: [withStoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { document: sample },
} satisfies Meta<typeof LegalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every block kind: title, updated date, contents, paragraphs, subheading, note, lists, a table and links. */
export const AllBlocks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sample Policy' })).toBeVisible();
    await expect(canvas.getByText('1 November 2026')).toHaveAttribute('datetime', '2026-11-01');
    const toc = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(within(toc).getByRole('link', { name: 'Lists' })).toHaveAttribute('href', '#lists');
    await expect(canvas.getByRole('region', { name: 'Lists' })).toContainElement(canvas.getByText('Step two'));
    await expect(canvas.getByRole('heading', { level: 3, name: 'A subheading' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Refund tiers' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['When', 'Refund']);
    await expect(within(table).getByRole('rowheader', { name: 'Early' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Map' })).toHaveAttribute('target', '_blank');
  },
};

/** /privacy-policy: no accounts, card data with the provider, what browser storage holds, children. */
export const PrivacyPolicy: Story = {
  args: { document: privacyPolicy },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const storage = canvas.getByRole('table', { name: 'Browser storage used by this website' });
    for (const item of ['Cart', 'Admin demo flag', 'Install prompt choice']) {
      await expect(within(storage).getByRole('rowheader', { name: item })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { name: 'No accounts' })).toBeVisible();
    await expect(canvas.getByText(/Children under 16 must be accompanied by an adult/)).toBeVisible();
  },
};

/** /terms-and-conditions: bookings paid online, children under 16 with an adult. */
export const TermsAndConditions: Story = {
  args: { document: termsAndConditions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(canvas.getByText(/Courts are booked and paid online only/)).toBeVisible();
    await expect(canvas.getByText(/Children under 16 must be accompanied/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancellation & Refund Policy' })).toHaveAttribute(
      'href',
      '/cancellation-refund',
    );
  },
};

/** /cancellation-refund: the refund tiers for courts, coaching and events as tables. */
export const CancellationRefund: Story = {
  args: { document: cancellationRefundPolicy },
  play: async ({ canvas }) => {
    const courts = canvas.getByRole('table', { name: 'Refunds for court bookings' });
    await expect(within(courts).getByRole('row', { name: /12 to 24 hours/ })).toHaveTextContent('50%');
    await expect(within(courts).getByRole('row', { name: /No-show/ })).toHaveTextContent('No refund');
    const coaching = canvas.getByRole('table', { name: 'Refunds for coaching sessions' });
    await expect(within(coaching).getByRole('row', { name: /24 to 48 hours/ })).toHaveTextContent('75%');
    const events = canvas.getByRole('table', { name: 'Refunds for events' });
    await expect(within(events).getByRole('row', { name: /3 to 7 days/ })).toHaveTextContent('50%');
    await expect(canvas.getByText(/30 days notice/)).toBeVisible();
  },
};

/** /shipping-delivery: pickup, delivery charges by order value, processing times. */
export const ShippingDelivery: Story = {
  args: { document: shippingDeliveryPolicy },
  play: async ({ canvas }) => {
    const charges = canvas.getByRole('table', { name: 'Delivery charges by order value (₹)' });
    await expect(within(charges).getByRole('row', { name: /Local delivery/ })).toHaveTextContent('Free');
    await expect(within(charges).getByRole('row', { name: /Express delivery/ })).toHaveTextContent('₹200');
    await expect(canvas.getByText(/up to 3 delivery attempts/)).toBeVisible();
    await expect(canvas.getByText(/within 48 hours/)).toBeVisible();
  },
};

/** Phone: wide tables scroll sideways inside a focusable, labelled region instead of widening the page. */
export const PhoneWideTable: Story = {
  args: { document: shippingDeliveryPolicy },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Delivery charges by order value (₹)' });
    await expect(region).toHaveAttribute('tabindex', '0');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
