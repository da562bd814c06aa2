import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WalletCard } from '../../design-system/patterns/WalletCard';
import { POD_COIN_RATE_TEXT } from '../../machines/membership/membership.view';
import { sampleWallet } from '../fixtures/community';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/WalletCard',
  component: WalletCard,
  parameters: {
    docs: componentDocs({
      usage:
        'The sample Pod Wallet on the membership page: the balance in Pod Coins, what it is worth, and the coin rate ("1 Pod Coin = ₹1"). The page shows an example, not a real account; `note` says so ("Sample balance").',
      do: ['Always pass the `note`: visitors have no accounts, and the balance is an example.'],
      dont: ["Show it as if it were the visitor's own balance."],
    }),
  },
  args: {
    wallet: sampleWallet,
    title: 'Your Pod Wallet',
    note: 'A sample balance, to show how your wallet looks.',
    rateText: POD_COIN_RATE_TEXT,
  },
} satisfies Meta<typeof WalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample wallet: 2,500 Pod Coins, worth ₹2,500 (1 Pod Coin = ₹1), marked as a sample. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const wallet = canvas.getByRole('region', { name: 'Your Pod Wallet' });
    await expect(wallet).toHaveTextContent('2,500Pod Coins');
    await expect(canvas.getByText('Worth ₹2,500')).toBeVisible();
    await expect(canvas.getByText('1 Pod Coin = ₹1')).toBeVisible();
    await expect(canvas.getByText(/sample balance/)).toBeVisible();
  },
};

/** Phone, 360 px: the balance stays inside the card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const wallet = canvas.getByRole('region', { name: 'Your Pod Wallet' });
    await expect(wallet.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(canvas.getByText('Worth ₹2,500')).toBeVisible();
  },
};
