import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactCards, type ContactCardView } from '../../design-system/patterns/ContactCards';
import { componentDocs } from '../docs/componentDocs';

const phone: ContactCardView = {
  icon: 'phone',
  title: 'Call Us',
  lines: ['+91 90000 00001', '24/7 for bookings'],
  action: { label: 'Call Now', href: 'tel:+919000000001' },
};
const chat: ContactCardView = {
  icon: 'chat',
  title: 'Chat With Us',
  lines: ['Quick answers on chat', 'Bookings, coaching and the café'],
  action: { label: 'Chat Now', href: 'https://wa.me/919000000011?text=Hi%20POD!', external: true },
};
const location: ContactCardView = {
  icon: 'location',
  title: 'Visit Us',
  lines: ['Sholinganallur, Chennai', 'OMR Service Road', 'Easy parking on site'],
  action: { label: 'Open in Maps', href: 'https://www.google.com/maps/search/?api=1&query=POD', external: true },
};
const hours: ContactCardView = {
  icon: 'hours',
  title: 'Opening Hours',
  lines: ['24 hours, 7 days a week', 'Café 11 AM – 11 PM daily'],
};
const email: ContactCardView = {
  icon: 'email',
  title: 'Email Us',
  lines: ['hello@pod.example', 'We reply within 24 hours'],
  action: { label: 'Send an Email', href: 'mailto:hello@pod.example' },
};

const meta = {
  title: 'Patterns/ContactCards',
  component: ContactCards,
  parameters: {
    docs: componentDocs({
      usage:
        'The "Get in Touch" cards: phone, chat, location and hours (or e-mail), each with an icon, a few lines (the first emphasised) and an optional action link styled as a button (Call Now, Chat Now, Get Directions). `row` lays them four across on wide screens, two on tablets and one on phones; `stack` puts them in one column beside a form.',
      do: [
        'Put the number or address itself on the first line, and what it is for under it ("24/7 for bookings").',
        'Use `tel:` links for phone numbers, so a phone calls with one press.',
      ],
      dont: [
        'Write a phone number only as an image or inside a button: it must be readable and copyable text.',
        "Open a chat or a map in the same tab: their actions open a new tab, as the spec's outbound links do.",
      ],
    }),
  },
  args: { cards: [phone, chat, location, hours] },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ContactCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, icon: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-card="${icon}"]`)!;

/** Get in Touch: phone (24/7 for bookings, tel: link), chat (Chat Now, new tab), location (easy parking), hours; four across. */
export const GetInTouch: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Ways to reach us' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(card(canvasElement, 'phone')).getByText('24/7 for bookings')).toBeVisible();
    await expect(within(card(canvasElement, 'phone')).getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:+919000000001',
    );
    const chatNow = within(card(canvasElement, 'chat')).getByRole('link', { name: 'Chat Now' });
    await expect(chatNow).toHaveAttribute('target', '_blank');
    await expect(chatNow).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(card(canvasElement, 'location')).getByText('Easy parking on site')).toBeVisible();
    await expect(within(card(canvasElement, 'hours')).getByText('24 hours, 7 days a week')).toBeVisible();
    await expect(within(card(canvasElement, 'hours')).queryByRole('link')).toBeNull();
    const tops = new Set(
      within(list)
        .getAllByRole('listitem')
        .map((li) => Math.round(li.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
  },
};

/** The phone card alone. */
export const PhoneCard: Story = {
  args: { cards: [phone] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Call Us' })).toBeVisible();
    await expect(canvas.getByText('+91 90000 00001')).toBeVisible();
  },
};

/** The chat card alone: Chat Now opens the chat in a new tab. */
export const ChatCard: Story = {
  args: { cards: [chat] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chat Now' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  },
};

/** The location card alone. */
export const LocationCard: Story = {
  args: { cards: [location] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sholinganallur, Chennai')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('target', '_blank');
  },
};

/** The hours card alone: no action. */
export const HoursCard: Story = {
  args: { cards: [hours] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24 hours, 7 days a week')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The e-mail card alone: a mailto: link. */
export const EmailCard: Story = {
  args: { cards: [email] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Send an Email' })).toHaveAttribute(
      'href',
      'mailto:hello@pod.example',
    );
  },
};

/** Stacked beside a form (contact-us): one column on wide screens. */
export const Stacked: Story = {
  args: { cards: [phone, email, chat, location], layout: 'stack' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(new Set(items.map((li) => Math.round(li.getBoundingClientRect().left))).size).toBe(1);
  },
};

/** No cards: an empty list. */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Ways to reach us' }).children).toHaveLength(0);
  },
};

/** At 360 px: one column, long lines wrap, nothing overflows. */
export const Phone: Story = {
  args: { cards: [phone, chat, location, hours, email] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(new Set(items.map((li) => Math.round(li.getBoundingClientRect().left))).size).toBe(1);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
