import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Reviews } from '../../design-system/patterns/Reviews';
import { sampleReviews } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/Reviews',
  component: Reviews,
  parameters: {
    docs: componentDocs({
      usage:
        'The reviews section: a grid of review cards with star ratings (read as "Rated N out of 5"), names and dates, and an optional link under them for the visitor\'s own feedback (a chat, in a new tab). The reviews are static sample content (spec §3).',
      do: ['Keep each review\'s date as shown in the source ("October 2026").'],
      dont: ['Give half stars: ratings are whole stars from 1 to 5.'],
    }),
  },
  args: { heading: 'What Players Say', intro: 'Reviews from our regulars.', reviews: sampleReviews },
} satisfies Meta<typeof Reviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three reviews with star ratings read out as "Rated N out of 5". */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What Players Say' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByText('Rated 5 out of 5')).toHaveLength(2);
    await expect(canvas.getByText('Rated 4 out of 5')).toBeInTheDocument();
    const four = canvasElement.querySelector('[data-rating="4"]')!;
    await expect(four.querySelectorAll('svg[data-filled="true"]')).toHaveLength(4);
    await expect(canvas.getByText('Arjun K.')).toBeVisible();
  },
};

/** Every rating from 1 to 5. */
export const AllRatings: Story = {
  args: {
    reviews: ([1, 2, 3, 4, 5] as const).map((rating) => ({
      name: `Player ${rating}`,
      rating,
      text: 'Sample review.',
      date: 'November 2026',
    })),
  },
  play: async ({ canvas }) => {
    for (const n of [1, 2, 3, 4, 5]) await expect(canvas.getByText(`Rated ${n} out of 5`)).toBeInTheDocument();
  },
};

/** With the link for the visitor's own feedback (the community board's): a chat link opened in a new tab. */
export const WithFeedbackLink: Story = {
  args: { share: { label: 'Share Your Feedback', href: 'https://wa.me/919876543210?text=Feedback' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Share Your Feedback' });
    await expect(link).toHaveAttribute('href', 'https://wa.me/919876543210?text=Feedback');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
