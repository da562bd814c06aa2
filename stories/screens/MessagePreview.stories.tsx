import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessagePreview } from '../../design-system/screens/AdminMessagesScreen';
import { emailDocument } from '../../machines/messages/content';
import { booking, centre, moved, offer } from '../fixtures/messages';

/**
 * An email as staff read it in Admin › Messages: the centre's band, the heading, the paragraphs, each table with its
 * rows and total, notes, the action as its address, links and the footer. The words of the sent email, not its HTML.
 */
const meta = {
  title: 'Screens/AdminMessages/MessagePreview',
  component: MessagePreview,
  args: { document: emailDocument(booking, centre), centreName: centre.name },
} satisfies Meta<typeof MessagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's booking confirmation: reference and sessions in tables, the total, and the My booking link. */
export const BookingConfirmed: Story = {
  play: async ({ canvas, args }) => {
    const message = canvas.getByRole('article', { name: `Message: ${args.document.subject}` });
    await expect(message.firstElementChild).toHaveTextContent(centre.name);
    await expect(within(message).getByRole('heading', { level: 3 })).toHaveTextContent(args.document.heading);
    await expect(within(message).getByText('POD-7K3M-9QXA')).toBeVisible();
    await expect(message.querySelector('[data-action]')).toHaveTextContent(
      'https://pod.example/my-booking?ref=POD-7K3M-9QXA',
    );
  },
};

/** The centre's alert of the same booking: the visitor's details, and no link to manage it. */
export const StaffAlert: Story = {
  args: { document: emailDocument({ ...booking, kind: 'staff_new_booking' }, centre) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('98765 43210', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('article').querySelector('[data-action]')).toBeNull();
  },
};

/** A booking staff moved: where and when it is now and was, the reference, and the My booking link. */
export const BookingMoved: Story = {
  args: { document: emailDocument(moved, centre) },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article');
    await expect(within(message).getByRole('heading', { level: 3 })).toHaveTextContent('Your booking has moved');
    const session = within(message).getByRole('region', { name: 'Your session' });
    await expect(within(session).getByText('Monday, 23 November 2026, 9:00 PM: Badminton, Court 1')).toBeVisible();
    await expect(within(session).getByText('Sunday, 22 November 2026, 6:00 PM: Badminton, Court 2')).toBeVisible();
    await expect(within(message).getByText('POD-7K3M-9QXA')).toBeVisible();
    await expect(message.querySelector('[data-action]')).toHaveTextContent(
      'https://pod.example/my-booking?ref=POD-7K3M-9QXA',
    );
  },
};

/** A waitlist offer: the slot and its price, until when it is held, and the link that opens it ready to pay. */
export const WaitlistOffer: Story = {
  args: { document: emailDocument(offer, centre) },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', {
      name: 'Message: A court is free for you: Badminton, Sunday, 22 November 2026, 6:00 PM (held until 10:15 AM)',
    });
    await expect(within(message).getByRole('heading', { level: 3 })).toHaveTextContent(
      'The slot you waited for is free',
    );
    await expect(message).toHaveTextContent('Pay by 21 November 2026, 10:15 AM IST to book it.');
    await expect(within(within(message).getByRole('region', { name: 'The slot' })).getByText('₹600')).toBeVisible();
    await expect(message.querySelector('[data-action]')).toHaveTextContent(offer.offerUrl);
  },
};

/** Phone (360 px): the message fits the width, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article');
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
  },
};
