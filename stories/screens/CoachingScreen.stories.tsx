import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { coachingContent } from '../../app/content/coaching';
import { CoachingScreen } from '../../design-system/screens/CoachingScreen';
import { chatText, coachingInfoLink, coachingSections, specPlanPrices } from '../fixtures/coaching';

const meta = {
  title: 'Screens/Coaching',
  component: CoachingScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...coachingContent,
    sections: coachingSections,
    closing: { ...coachingContent.closing, href: coachingInfoLink },
    onOpenChat: fn(),
  },
} satisfies Meta<typeof CoachingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const prices = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((a) => within(a).getByText(/^₹/).textContent);

/** Desktop: header badges, the member benefits banner, football, badminton and tennis with §3's prices, Get More Info. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coaching Programmes' })).toBeVisible();
    const badges = within(canvas.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem');
    await expect(badges.map((b) => b.textContent)).toEqual([
      'Free POD Goodies',
      'Expert Coaches',
      'Flexible Schedules',
    ]);
    await expect(canvas.getByRole('region', { name: 'Special Member Benefits' })).toHaveTextContent(/goodies free/);
    for (const sport of ['Football', 'Badminton', 'Tennis'] as const) {
      const region = canvas.getByRole('region', { name: `${sport} Coaching` });
      await expect(prices(region)).toEqual(specPlanPrices[sport.toLowerCase() as keyof typeof specPlanPrices]);
    }
    await expect(canvas.getByRole('button', { name: 'Get More Info' })).toBeVisible();
  },
};

/** Join Now on a plan and Get More Info open their chats. */
export const JoinAndMoreInfo: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Now: Badminton Advanced 5 Days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Get More Info' }));
    const [join, info] = (args.onOpenChat as ReturnType<typeof fn>).mock.calls.map((c) => chatText(c[0] as string));
    await expect(join).toContain('Level: Advanced');
    await expect(join).toContain('Plan: Advanced 5 Days');
    await expect(join).toContain('Price: ₹4,500 per month');
    await expect(info).toContain('coaching programmes');
  },
};

/** Phone (360 px): plans stack in one column; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const plans = within(canvas.getByRole('region', { name: 'Badminton Coaching' })).getAllByRole('article');
    await expect(new Set(plans.map((p) => Math.round(p.getBoundingClientRect().left))).size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
