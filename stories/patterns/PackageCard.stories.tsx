import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PackageCard } from '../../design-system/patterns/PackageCard';
import { schedulePackages } from '../../machines/booking/schedule';
import { schedulePackageView } from '../../machines/booking/schedule.view';
import { componentDocs } from '../docs/componentDocs';

const [monthly, pack10, , annual] = schedulePackages.map(schedulePackageView);

const meta = {
  title: 'Patterns/PackageCard',
  component: PackageCard,
  parameters: {
    docs: componentDocs({
      usage: 'A schedule package: its name, price, validity in days, benefits, and a Most Popular badge when flagged.',
      do: ['Show the price as `schedulePackageView` formats it.', 'Flag one package as the most popular at most.'],
      dont: ['Write the price or the validity into the benefits: each has its own line.'],
    }),
  },
  args: { pkg: monthly! },
  decorators: [
    (Story) => (
      <ul style={{ maxWidth: 300, margin: 0, padding: 0, listStyle: 'none' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popular package: Monthly Unlimited, ₹4,999 for 30 days, flagged Most Popular. */
export const Popular: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Monthly Unlimited' })).toBeVisible();
    await expect(canvas.getByText('₹4,999')).toBeVisible();
    await expect(canvas.getByText('Valid for 30 days')).toBeVisible();
    await expect(canvasElement.querySelector('[data-popular="true"]')).not.toBeNull();
  },
};

/** A regular package: Session Pack 10, ₹6,500 for 45 days, no badge. */
export const Regular: Story = {
  args: { pkg: pack10! },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Most Popular')).toBeNull();
    await expect(canvas.getByText('₹6,500')).toBeVisible();
    await expect(canvas.getByText('Valid for 45 days')).toBeVisible();
  },
};

/** Premium Annual: ₹49,999 for 365 days. */
export const Annual: Story = {
  args: { pkg: annual! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹49,999')).toBeVisible();
    await expect(canvas.getByText('Valid for 365 days')).toBeVisible();
  },
};
