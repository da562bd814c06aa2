import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CallToAction } from '../../design-system/patterns/CallToAction';
import { storyAcademyLinks } from '../fixtures/coaching';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/CallToAction',
  component: CallToAction,
  parameters: {
    docs: componentDocs({
      usage:
        "A call-to-action block: a heading, one or two sentences and a few buttons that open chats (the coaching page's Get More Info, the academy's Book a Trial and Talk to a Coach), or a plain banner without buttons (Special Member Benefits). `tone` is the accent tint or the dark inverse surface.",
      do: [
        "Make the first action the main one (`variant: 'primary'`) and the others lighter.",
        'Write button labels that say what happens ("Talk to a Coach"), since each opens a chat.',
      ],
      dont: [
        'Put more than two or three actions in one block.',
        'Use it for a message that is not a call to act: that is plain page text.',
      ],
    }),
  },
  args: {
    heading: 'Ready to start?',
    text: 'Book a free trial class or talk to a coach about the right programme and batch.',
    tone: 'inverse',
    actions: [
      { id: 'trial', label: 'Book a Trial', href: storyAcademyLinks.trialHref, icon: 'calendar' },
      { id: 'coach', label: 'Talk to a Coach', href: storyAcademyLinks.coachHref, icon: 'chat' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dark block with two chat buttons; each reports its own link. */
export const WithActions: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Ready to start?' })).toHaveAttribute('data-tone', 'inverse');
    await userEvent.click(canvas.getByRole('button', { name: 'Book a Trial' }));
    await expect(args.onAction).toHaveBeenLastCalledWith(storyAcademyLinks.trialHref);
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to a Coach' }));
    await expect(args.onAction).toHaveBeenLastCalledWith(storyAcademyLinks.coachHref);
  },
};

/** A plain banner on the accent tint, no buttons: Special Member Benefits. */
export const Banner: Story = {
  args: {
    heading: 'Special Member Benefits',
    text: 'All coaching members get POD goodies free when they join.',
    tone: 'accent',
    icon: 'gift',
    actions: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Special Member Benefits' })).toBeVisible();
    await expect(canvas.getByText(/goodies free/)).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Phone (360 px): the buttons stack at full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const trial = canvas.getByRole('button', { name: 'Book a Trial' }).getBoundingClientRect();
    const coach = canvas.getByRole('button', { name: 'Talk to a Coach' }).getBoundingClientRect();
    await expect(coach.top).toBeGreaterThan(trial.bottom - 1);
    await expect(Math.round(coach.width)).toBe(Math.round(trial.width));
  },
};
