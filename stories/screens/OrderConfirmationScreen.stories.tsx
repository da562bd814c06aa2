import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pickupDetails } from '../../app/content/shop';
import { OrderConfirmationScreen } from '../../design-system/screens/OrderConfirmationScreen';
import { DEMO_PAYMENT_LABEL } from '../../machines/checkout/paymentsMode';
import { orderShareMessage } from '../../machines/links/shop.messages';
import { whatsappLink } from '../../machines/links/outbound';
import { paidOrder, paidOrderView, STORY_CHAT_NUMBER } from '../fixtures/shop';

const meta = {
  title: 'Screens/OrderConfirmation',
  component: OrderConfirmationScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    order: paidOrderView,
    pickup: pickupDetails,
    shareHref: whatsappLink(STORY_CHAT_NUMBER, orderShareMessage(paidOrder)),
    onDownloadReceipt: fn(),
  },
} satisfies Meta<typeof OrderConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Order id, payment id, items, total, customer, pickup details and the four actions. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    await expect(canvas.getByText(paidOrder.orderId)).toBeVisible();
    await expect(canvas.getByText('pay_TEST0001')).toBeVisible();
    const items = canvas.getByRole('region', { name: 'Items' });
    await expect(within(items).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(items).getByText('₹3,496')).toBeVisible();
    const customer = canvas.getByRole('region', { name: 'Customer' });
    await expect(customer).toHaveTextContent('Priya Raman');
    await expect(customer).toHaveTextContent('priya@example.com');
    await expect(customer).toHaveTextContent('98765 43210');
    const pickup = canvas.getByRole('region', { name: 'Store pickup (free)' });
    await expect(pickup).toHaveTextContent('Ready for pickup in 2-3 hours.');
    const share = canvas.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(decodeURIComponent(share.getAttribute('href') ?? '')).toContain(`Order ID: ${paidOrder.orderId}`);
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/merchandise');
    await expect(canvas.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Download Receipt' }));
    await expect(args.onDownloadReceipt).toHaveBeenCalledOnce();
  },
};

/** Phone: the cards and the actions stack at full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getByRole('region', { name: 'Items' });
    const customer = canvas.getByRole('region', { name: 'Customer' });
    await expect(customer.getBoundingClientRect().top).toBeGreaterThan(items.getBoundingClientRect().bottom - 1);
    const download = canvas.getByRole('button', { name: 'Download Receipt' });
    await expect(download.getBoundingClientRect().width).toBeGreaterThan(items.getBoundingClientRect().width * 0.8);
  },
};

/** Paid in demo payments (no provider keys): the confirmation says no money was taken, under the heading. */
export const DemoPayment: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { demoNote: DEMO_PAYMENT_LABEL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    await expect(canvas.getByText('Demo payment: no money is taken')).toBeVisible();
  },
};
