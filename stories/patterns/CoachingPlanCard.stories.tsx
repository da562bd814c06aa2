import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CoachingPlanCard } from '../../design-system/patterns/CoachingPlanCard';
import { chatText, section } from '../fixtures/coaching';
import { componentDocs } from '../docs/componentDocs';

const football = section('football').plans[0]!;
const badmintonBeginner = section('badminton').plans[0]!;
const tennisCustom = section('tennis').plans[2]!;

const meta = {
  title: 'Patterns/CoachingPlanCard',
  component: CoachingPlanCard,
  parameters: {
    docs: componentDocs({
      usage:
        "A coaching plan: level, name, how often it meets, the price per month, an optional badge (Premium) and Join Now, which opens a chat about that plan. The plan's name is a heading at `headingLevel` (3 under a sport's h2).",
      do: [
        'Show the price as the view model formats it, the same way on every card.',
        'Keep the badge for the one plan it singles out.',
      ],
      dont: [
        'Open the chat from the component: it reports the link (`onOpenChat`) and the app opens it; the design system opens no windows.',
      ],
    }),
  },
  args: { plan: football, onOpenChat: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoachingPlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Football's Regular Program: level Regular (the default), 3 classes a week, ₹3,540 per month. */
export const Regular: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Regular Program' })).toBeVisible();
    await expect(canvas.getByText('Regular')).toBeVisible();
    await expect(canvas.getByText('3 classes a week on alternate days')).toBeVisible();
    await expect(canvas.getByText('₹3,540')).toBeVisible();
    await expect(canvas.getByText('per month')).toBeVisible();
    await expect(canvas.queryByText('Premium')).toBeNull();
  },
};

/** Badminton Beginner, 3 days a week, ₹2,500. */
export const Beginner: Story = {
  args: { plan: badmintonBeginner },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beginner')).toBeVisible();
    await expect(canvas.getByText('₹2,500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join Now: Badminton Beginner 3 Days' })).toBeVisible();
  },
};

/** Tennis Advanced Custom Plan: custom schedule, ₹13,000, flagged Premium and outlined. */
export const PremiumCustom: Story = {
  args: { plan: tennisCustom },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Premium')).toBeVisible();
    await expect(canvas.getByText('Custom schedule')).toBeVisible();
    await expect(canvas.getByText('₹13,000')).toBeVisible();
    await expect(canvasElement.querySelector('[data-custom="true"]')).not.toBeNull();
  },
};

/** Join Now opens the chat: sport, level, plan name, price and duration in the text. */
export const JoinNow: Story = {
  args: { plan: badmintonBeginner },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Join Now/ }));
    const href = (args.onOpenChat as ReturnType<typeof fn>).mock.calls[0]![0] as string;
    const text = chatText(href);
    await expect(text).toContain('Badminton coaching');
    await expect(text).toContain('Level: Beginner');
    await expect(text).toContain('Plan: Beginner 3 Days');
    await expect(text).toContain('Price: ₹2,500 per month');
  },
};

/** Phone (360 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { plan: tennisCustom },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: /^Join Now/ }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
