import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MembershipTierCard } from '../../design-system/patterns/MembershipTierCard';
import { tierCard } from '../fixtures/community';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/MembershipTierCard',
  component: MembershipTierCard,
  parameters: {
    docs: componentDocs({
      usage:
        'A membership tier (PodStart, PodPlus, PodElite): its name, price per period, the Pod Coins it credits, its features, and Choose This Plan, a chat link naming the tier and the billing period. The most popular tier is marked ("Most Popular") and outlined.',
      do: [
        'Build every tier from the same view (`tierCardView`) for the chosen period, so the cards compare line for line.',
        'Mark one tier as the most popular, and no more.',
      ],
      dont: ["Write a tier's price in its features: the price line changes with Monthly and Annual."],
    }),
  },
  args: { tier: tierCard('monthly', 'podstart'), chooseLabel: 'Choose This Plan' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MembershipTierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const textOf = (href: string | null) => decodeURIComponent(href!.split('text=')[1]!);

/** PodStart, monthly: ₹2,499 /month and 2,500 Pod Coins. */
export const PodStart: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'PodStart' });
    await expect(within(card).getByText('₹2,499')).toBeVisible();
    await expect(within(card).getByText('/month')).toBeVisible();
    await expect(within(card).getByText('2,500 Pod Coins')).toBeVisible();
    await expect(within(card).queryByText('Most Popular')).toBeNull();
    const choose = within(card).getByRole('link', { name: /^Choose This Plan\s*: PodStart/ });
    await expect(choose).toHaveAttribute('target', '_blank');
    await expect(textOf(choose.getAttribute('href'))).toContain('PodStart membership (monthly)');
  },
};

/** PodPlus, the most popular tier: marked and outlined. */
export const PodPlus: Story = {
  args: { tier: tierCard('monthly', 'podplus') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByText('₹3,999')).toBeVisible();
    await expect(canvas.getByText('4,000 Pod Coins')).toBeVisible();
    await expect(canvasElement.querySelector('[data-popular="true"]')).not.toBeNull();
  },
};

/** PodElite: ₹5,499 /month, 5,500 Pod Coins, 12 free café drinks and 15% off. */
export const PodElite: Story = {
  args: { tier: tierCard('monthly', 'podelite') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹5,499')).toBeVisible();
    await expect(canvas.getByText('5,500 Pod Coins')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'PodElite features' })).toHaveTextContent('12 free café drinks');
    await expect(canvas.getByRole('list', { name: 'PodElite features' })).toHaveTextContent('15% off court bookings');
  },
};

/** Annual billing: PodPlus at ₹39,990 /year with 50,000 Pod Coins; the chat link says annual. */
export const Annual: Story = {
  args: { tier: tierCard('annual', 'podplus') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹39,990')).toBeVisible();
    await expect(canvas.getByText('/year')).toBeVisible();
    await expect(canvas.getByText('50,000 Pod Coins')).toBeVisible();
    await expect(canvas.getByText('Billed yearly')).toBeVisible();
    await expect(textOf(canvas.getByRole('link', { name: /Choose This Plan/ }).getAttribute('href'))).toContain(
      '(annual)',
    );
  },
};
