import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CoachingSection } from '../../design-system/patterns/CoachingSection';
import { chatText, section, specPlanPrices } from '../fixtures/coaching';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/CoachingSection',
  component: CoachingSection,
  parameters: {
    docs: componentDocs({
      usage:
        "One sport on the coaching page: its heading with its icon, the coaches, feature chips and the plan cards, all from the section's view (`coachingSectionViews`). A plan's Join Now reports its chat link.",
      do: [
        'Keep the sections in the same order as the sport list elsewhere on the site.',
        "Keep a sport's feature chips to a few short points.",
      ],
      dont: [
        'Open the chat from the component: it reports the link (`onOpenChat`) and the app opens it; the design system opens no windows.',
      ],
    }),
  },
  args: { section: section('football'), onOpenChat: fn() },
} satisfies Meta<typeof CoachingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const planPrices = (root: HTMLElement) =>
  within(root)
    .getAllByRole('article')
    .map((card) => within(card).getByText(/^₹/).textContent);

/** Football: one coach, four feature chips, the Regular Program at ₹3,540. */
export const Football: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Football Coaching' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Football coaches' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Football coaching features' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(planPrices(canvasElement)).toEqual(specPlanPrices.football);
  },
};

/** Badminton: two coaches and four plans at §3's prices. */
export const Badminton: Story = {
  args: { section: section('badminton') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Arjun Menon')).toBeVisible();
    await expect(canvas.getByText('Divya Krishnan')).toBeVisible();
    await expect(planPrices(canvasElement)).toEqual(specPlanPrices.badminton);
  },
};

/** Tennis: two coaches, three plans, the custom plan flagged Premium; Join Now reports its chat link. */
export const Tennis: Story = {
  args: { section: section('tennis') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(planPrices(canvasElement)).toEqual(specPlanPrices.tennis);
    const custom = canvas.getByRole('article', { name: 'Advanced Custom Plan' });
    await expect(within(custom).getByText('Premium')).toBeVisible();
    await userEvent.click(within(custom).getByRole('button', { name: /^Join Now/ }));
    const href = (args.onOpenChat as ReturnType<typeof fn>).mock.calls[0]![0] as string;
    await expect(chatText(href)).toContain('Plan: Advanced Custom Plan');
  },
};

/** Phone (360 px): plans in one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { section: section('badminton') },
  play: async ({ canvasElement }) => {
    const lefts = new Set(
      Array.from(canvasElement.querySelectorAll('article')).map((a) => Math.round(a.getBoundingClientRect().left)),
    );
    await expect(lefts.size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
