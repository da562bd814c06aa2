import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aboutContent } from '../../app/content/coaching';
import { AboutScreen } from '../../design-system/screens/AboutScreen';
import { aboutCoaches, chatText } from '../fixtures/coaching';

const meta = {
  title: 'Screens/About',
  component: AboutScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...aboutContent, coaches: { ...aboutContent.coaches, items: aboutCoaches }, onOpenChat: fn() },
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: vision, the four core values, the facility overview and four coaches. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: aboutContent.hero.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Our Vision' })).toBeVisible();
    const values = canvas.getByRole('region', { name: 'Our Core Values' });
    await expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Excellence', 'Community', 'Integrity', 'Accessibility']);
    const facility = canvas.getByRole('region', { name: 'Our Facility' });
    await expect(within(facility).getByText('Futsal turf')).toBeVisible();
    const coaches = within(canvas.getByRole('region', { name: 'Meet Our Coaches' })).getAllByRole('article');
    await expect(coaches).toHaveLength(4);
    for (const coach of coaches) {
      await expect(within(coach).getByRole('img', { name: /^Portrait of / })).toBeVisible();
      await expect(within(coach).getByText(/years experience$/)).toBeVisible();
      await expect(within(coach).getByRole('button', { name: /^Enquire Now about / })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'See the coaching plans and prices' })).toHaveAttribute(
      'href',
      '/coaching',
    );
    // Four coaches in one row at 1280 px.
    await expect(new Set(coaches.map((c) => Math.round(c.getBoundingClientRect().top))).size).toBe(1);
  },
};

/** Each coach's enquiry opens the chat with that coach's name in the message. */
export const EnquireCoach: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enquire Now about Karthik Raj' }));
    const href = (args.onOpenChat as ReturnType<typeof fn>).mock.calls[0]![0] as string;
    await expect(chatText(href)).toContain('Karthik Raj (Football)');
  },
};

/** Phone (360 px): one coach per row, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const coaches = canvas.getAllByRole('article');
    await expect(new Set(coaches.map((c) => Math.round(c.getBoundingClientRect().left))).size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
