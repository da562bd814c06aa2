import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { academyContent } from '../../app/content/coaching';
import { AcademyScreen } from '../../design-system/screens/AcademyScreen';
import type { AcademyProgrammeId } from '../../machines/coaching/coaching.types';
import { academyProgrammes, achievementSlides, chatText, specAcademy, storyAcademyLinks } from '../fixtures/coaching';
import { findOpenDialog } from '../fixtures/dialog';

/** While a dialog is open Radix hides the page (with its focusable trigger) behind aria-hidden; see Dialog's stories. */
const openOverTriggerA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'Screens/Academy',
  component: AcademyScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...academyContent,
    links: storyAcademyLinks,
    achievements: { ...academyContent.achievements, slides: achievementSlides },
    programmes: { ...academyContent.programmes, items: academyProgrammes },
    openProgrammeId: null,
    onOpenProgrammeChange: fn(),
    onOpenChat: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState<AcademyProgrammeId | null>(args.openProgrammeId);
    return (
      <AcademyScreen
        {...args}
        openProgrammeId={open}
        onOpenProgrammeChange={(id) => {
          setOpen(id);
          args.onOpenProgrammeChange(id);
        }}
      />
    );
  },
} satisfies Meta<typeof AcademyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: hero with both buttons, the carousel on slide 1 of 5, five programme cards, the closing call to action. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: academyContent.hero.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book Free Trial' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Talk to Coach' })).toBeVisible();
    await expect(canvas.getByText('Slide 1 of 5')).toBeVisible();
    const cards = within(canvas.getByRole('region', { name: 'Our Programmes' })).getAllByRole('article');
    await expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Badminton',
      'Tennis',
      'Pickleball',
      'Futsal',
      'Kids Agility & Fitness',
    ]);
    await expect(canvas.getByRole('link', { name: /See the coaching plans$/ })).toHaveAttribute('href', '/coaching');
    const closing = canvas.getByRole('region', { name: academyContent.closing.heading });
    await expect(within(closing).getByRole('button', { name: 'Book a Trial' })).toBeVisible();
    await expect(within(closing).getByRole('button', { name: 'Talk to a Coach' })).toBeVisible();
  },
};

/** The hero and closing buttons open the academy chat (a free trial, a talk with a coach). */
export const ChatButtons: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Free Trial' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to a Coach' }));
    const [trial, coach] = (args.onOpenChat as ReturnType<typeof fn>).mock.calls.map((c) => c[0] as string);
    await expect(trial).toBe(storyAcademyLinks.trialHref);
    await expect(chatText(coach!)).toContain('talk to a coach');
  },
};

/** The Tennis dialog open over the page, with §9's fees and age groups. */
export const DialogOpen: Story = {
  args: { openProgrammeId: 'tennis' },
  parameters: openOverTriggerA11y,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tennis Programme' });
    const fees = within(dialog).getByRole('list', { name: 'Fees' });
    await expect(Array.from(fees.querySelectorAll('[data-part="price"]'), (el) => el.textContent)).toEqual(
      specAcademy.tennis.fees,
    );
    const ages = within(dialog).getByRole('list', { name: 'Age Groups' });
    await expect(Array.from(ages.querySelectorAll('[data-part="age"]'), (el) => el.textContent)).toEqual(
      specAcademy.tennis.ages,
    );
  },
};

/** Keyboard: open a card's dialog with Enter, Tab stays inside it, Escape closes it and focus returns to the card. */
export const DialogKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'View Details: Pickleball' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('Pickleball Programme');
    await expect(args.onOpenProgrammeChange).toHaveBeenLastCalledWith('pickleball');
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenProgrammeChange).toHaveBeenLastCalledWith(null);
    await expect(button).toHaveFocus();
  },
};

/** Phone (360 px): one card per row; the hero buttons stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const cards = within(canvas.getByRole('region', { name: 'Our Programmes' })).getAllByRole('article');
    await expect(new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Phone (360 px) with the Futsal dialog open as a bottom sheet. */
export const PhoneDialogOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { openProgrammeId: 'futsal' },
  parameters: openOverTriggerA11y,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Futsal Programme' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};
