import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { faqCategoriesOf, faqCopy } from '../../app/content/faq';
import { seededRateTable } from '../../machines/booking/rates';
import { FaqScreen } from '../../design-system/screens/FaqScreen';
import { openItemsFor } from '../../machines/contact/faq';

/** The FAQ with the seeded prices. */
const faqCategories = faqCategoriesOf(seededRateTable);

const meta = {
  title: 'Screens/Faq',
  component: FaqScreen,
  args: {
    heading: faqCopy.heading,
    intro: faqCopy.intro,
    categories: faqCategories,
    openItems: openItemsFor(faqCategories, ''),
    onOpenChange: fn(),
    contactPrompt: faqCopy.contactPrompt,
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed: five categories (in-page links, h2 each), questions as h3 buttons, the contact prompt. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'FAQ categories' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(faqCategories.map((c) => `#${c.id}`));
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const question = canvas.getByRole('button', { name: 'What if I arrive late?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(args.onOpenChange).toHaveBeenCalledWith('bookings', 'late-arrival');
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  },
};

/** Deep-linked (/faq#cancellation): that answer is open, with the policy's rule and its link; its element has the id. */
export const DeepLinked: Story = {
  args: { openItems: openItemsFor(faqCategories, '#cancellation') },
  play: async ({ canvas, canvasElement }) => {
    const question = canvas.getByRole('button', { name: 'Can I cancel a booking and get a refund?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.querySelector('#cancellation')).toContainElement(question);
    await expect(canvas.getByText(/more than 24 hours before your session for a full refund/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the Cancellation & Refund Policy' })).toHaveAttribute(
      'href',
      '/cancellation-refund',
    );
  },
};

/** Driven with state, by keyboard: Enter opens, arrow keys move between questions, one open per category. */
export const Keyboard: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(args.openItems);
    return (
      <FaqScreen
        {...args}
        openItems={open}
        onOpenChange={(category, item) => setOpen((o) => ({ ...o, [category]: item }))}
      />
    );
  },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'How far in advance can I book a court?' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/up to 7 days in advance/)).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: 'What are your opening hours?' });
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/open 24 hours a day, 7 days a week/)).toBeVisible();
  },
};

/** Every category's first answer open (equipment rates, coaching fees, membership, café, shop). */
export const Expanded: Story = {
  args: {
    openItems: {
      bookings: 'equipment-rental',
      coaching: 'coaching-fees',
      membership: 'membership-plans',
      cafe: 'cafe-hours',
      shop: 'order-pickup',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/cricket bat and stumps ₹100/)).toBeVisible();
    await expect(canvas.getByText(/Football coaching is ₹3,540 a month/)).toBeVisible();
    await expect(canvas.getByText(/PodStart ₹2,499 a month/)).toBeVisible();
    await expect(canvas.getByText(/happy hour from 2 to 5 PM/)).toBeVisible();
    await expect(canvas.getByText(/ready for pickup in 2 to 3 hours/)).toBeVisible();
  },
};

/** No questions: the empty text, no category links. */
export const Empty: Story = {
  args: { categories: [], openItems: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No questions yet.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** At 360 px with an answer open. */
export const Phone: Story = {
  args: { openItems: openItemsFor(faqCategories, '#turf-two-hours') },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/₹2,000 for 2 hours, a saving of ₹1,000/)).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
