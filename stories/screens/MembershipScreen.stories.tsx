import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MembershipScreen } from '../../design-system/screens/MembershipScreen';
import { membershipArgs } from '../fixtures/community';

const meta = {
  title: 'Screens/Membership',
  component: MembershipScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...membershipArgs('monthly'), onBillingChange: fn() },
} satisfies Meta<typeof MembershipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const prices = (el: HTMLElement) => Array.from(el.querySelectorAll('[data-part="price"]'), (p) => p.textContent);
const coins = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('[data-part="coins"]'), (p) => p.textContent?.replace('credited to your wallet', ''));
const plansOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('#membership-plans')!;

/** Monthly (the start): the three tiers at monthly prices and coins, PodPlus most popular, no Save 16% badge. */
export const Monthly: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('the key');
    const plans = plansOf(canvasElement);
    await expect(within(plans).getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    await expect(prices(plans)).toEqual(['₹2,499/month', '₹3,999/month', '₹5,499/month']);
    await expect(coins(plans)).toEqual(['2,500 Pod Coins', '4,000 Pod Coins', '5,500 Pod Coins']);
    await expect(within(plans).queryByText('Save 16%')).toBeNull();
    await expect(within(canvas.getByRole('article', { name: 'PodPlus' })).getByText('Most Popular')).toBeVisible();
    await expect(canvas.getAllByText('Coming Soon')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Your Pod Wallet' })).toHaveTextContent('2,500');
    await expect(canvas.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '#membership-plans');
    await userEvent.click(within(plans).getByRole('radio', { name: 'Annual' }));
    await expect(args.onBillingChange).toHaveBeenCalledWith('annual');
  },
};

/** Annual: every price, coin amount and period changes, and the Save 16% badge shows. */
export const Annual: Story = {
  args: membershipArgs('annual'),
  play: async ({ canvasElement }) => {
    const plans = plansOf(canvasElement);
    await expect(within(plans).getByRole('radio', { name: 'Annual' })).toHaveAttribute('aria-checked', 'true');
    await expect(prices(plans)).toEqual(['₹24,990/year', '₹39,990/year', '₹54,990/year']);
    await expect(coins(plans)).toEqual(['30,000 Pod Coins', '50,000 Pod Coins', '70,000 Pod Coins']);
    await expect(within(plans).getByText('Save 16%')).toBeVisible();
  },
};

/** The FAQ with an answer open; the referral explainer and the closing buttons. */
export const FaqOpen: Story = {
  args: { faq: { ...membershipArgs('monthly').faq, defaultOpen: 'referral' } },
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', { name: 'How does the referral work?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(canvas.getByText(/you get 200 Pod Coins and they get ₹100 off their first month/)).toBeVisible(),
    );
    await expect(canvas.getByText('200 Pod Coins')).toBeVisible();
    await expect(canvas.getByText('₹100 off')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Refer & Earn Now' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    );
    await expect(canvas.getByRole('link', { name: 'Take a Tour' })).toHaveAttribute(
      'href',
      expect.stringContaining('tour'),
    );
    await expect(canvas.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '#membership-plans');
  },
};

/** Phone, 360 px: the hero stacks over the wallet; tier cards in one column; nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const cards = canvas.getAllByRole('article');
    await expect(new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size).toBe(1);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
