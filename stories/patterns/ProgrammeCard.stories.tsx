import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProgrammeCard } from '../../design-system/patterns/ProgrammeCard';
import type { AcademyProgrammeId } from '../../machines/coaching/coaching.types';
import { programme } from '../fixtures/coaching';
import { findOpenDialog } from '../fixtures/dialog';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ProgrammeCard',
  component: ProgrammeCard,
  parameters: {
    docs: componentDocs({
      usage:
        "An academy programme card: icon, title, tagline, ages and the starting fee, and View Details, which opens the programme's dialog (its open state comes from the page).",
      do: [
        "Take the starting fee from the programme's view (`academyProgrammeView`), so the card and its dialog agree.",
        'Keep the tagline to one line about who the programme is for.',
      ],
      dont: ['Put the enquiry buttons on the card: Register / Enquire Now and Book Trial Class are in the dialog.'],
    }),
  },
  args: { programme: programme('badminton'), open: false, onOpenChange: fn(), onOpenChat: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgrammeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A programme's card: title, tagline, the ages of its three groups and its monthly fee. */
function cardStory(id: AcademyProgrammeId, title: string, ages: string, from: string): Story {
  return {
    args: { programme: programme(id) },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('article', { name: title })).toHaveAttribute('data-state', 'closed');
      await expect(canvas.getByText(ages)).toBeVisible();
      await expect(canvas.getByText(from)).toBeVisible();
      await expect(canvas.getByRole('button', { name: `View Details: ${title}` })).toBeVisible();
    },
  };
}

export const Badminton = cardStory('badminton', 'Badminton', 'Ages 6-10, 11-16, 17+', 'From ₹3,500 per month');
export const Tennis = cardStory('tennis', 'Tennis', 'Ages 5-9, 10-16, 17+', 'From ₹4,000 per month');
export const Pickleball = cardStory('pickleball', 'Pickleball', 'Ages 8-14, 15-18, 18+', 'From ₹2,800 per month');
export const Futsal = cardStory('futsal', 'Futsal', 'Ages 6-10, 11-16, 17+', 'From ₹3,200 per month');
export const KidsAgilityFitness = cardStory(
  'fitness',
  'Kids Agility & Fitness',
  'Ages 4-7, 8-12, 13-17',
  'From ₹2,500 per month',
);

/** View Details opens the dialog; Escape closes it and focus goes back to the card's button. */
export const OpenAndClose: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <ProgrammeCard
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'View Details: Badminton' });
    await userEvent.click(button);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await findOpenDialog('Badminton Programme');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('Badminton Programme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Phone (360 px): the card fills the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { programme: programme('fitness') },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: 'View Details: Kids Agility & Fitness' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
