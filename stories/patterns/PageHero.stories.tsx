import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aboutContent, academyContent, coachingContent } from '../../app/content/coaching';
import { PageHero } from '../../design-system/patterns/PageHero';
import { storyAcademyLinks } from '../fixtures/coaching';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/PageHero',
  component: PageHero,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        "A page's opening: a small line above the title (`eyebrow`), the page's h1, one or two sentences, and optional badges (the coaching page's Free POD Goodies, Expert Coaches, Flexible Schedules) and buttons that open chats (the academy's Book Free Trial and Talk to Coach).",
      do: [
        'Give every page one PageHero (or its own h1) and keep the title to a few words.',
        'Make the first action the main one; the others lighter.',
      ],
      dont: [
        'Put a second h1 on the page.',
        'Open the chat from the component: it reports the link (`onAction`) and the app opens it.',
      ],
    }),
  },
  args: { ...aboutContent.hero, onAction: fn() },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eyebrow, h1 and intro (the About page). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('About POD')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: aboutContent.hero.title })).toBeVisible();
  },
};

/** Centred with badges (the coaching page): Free POD Goodies, Expert Coaches, Flexible Schedules. */
export const WithBadges: Story = {
  args: { eyebrow: undefined, ...coachingContent.header, align: 'center' },
  play: async ({ canvas }) => {
    const badges = within(canvas.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem');
    await expect(badges.map((b) => b.textContent)).toEqual([
      'Free POD Goodies',
      'Expert Coaches',
      'Flexible Schedules',
    ]);
  },
};

/** With chat buttons (the academy): Book Free Trial and Talk to Coach report their links. */
export const WithActions: Story = {
  args: {
    ...academyContent.hero,
    actions: [
      { id: 'trial', label: 'Book Free Trial', href: storyAcademyLinks.trialHref, icon: 'calendar' },
      { id: 'coach', label: 'Talk to Coach', href: storyAcademyLinks.coachHref, icon: 'chat' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Free Trial' }));
    await expect(args.onAction).toHaveBeenLastCalledWith(storyAcademyLinks.trialHref);
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to Coach' }));
    await expect(args.onAction).toHaveBeenLastCalledWith(storyAcademyLinks.coachHref);
  },
};

/** Phone (360 px): buttons stack full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: WithActions.args,
  play: async ({ canvas, canvasElement }) => {
    const a = canvas.getByRole('button', { name: 'Book Free Trial' }).getBoundingClientRect();
    const b = canvas.getByRole('button', { name: 'Talk to Coach' }).getBoundingClientRect();
    await expect(b.top).toBeGreaterThan(a.bottom - 1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
