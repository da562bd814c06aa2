import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionTitle } from '../../design-system/patterns/SectionTitle';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/SectionTitle',
  component: SectionTitle,
  parameters: {
    docs: componentDocs({
      usage:
        "A page section's h2 and the line under it (Partners, Reviews, the achievements carousel): the section names itself with `aria-labelledby` pointing at the heading's id.",
      do: ['Keep the intro to one sentence that says what the section offers.'],
      dont: ["Use it for the page title: that is the hero's h1."],
    }),
  },
  args: { heading: 'What Our Members Say', intro: 'Reviews from players who train at POD.', id: 'reviews-heading' },
} satisfies Meta<typeof SectionTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading and intro. */
export const WithIntro: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'What Our Members Say' });
    await expect(heading).toHaveAttribute('id', 'reviews-heading');
    await expect(canvas.getByText('Reviews from players who train at POD.')).toBeVisible();
  },
};

/** No intro: the heading alone, no empty paragraph. */
export const HeadingOnly: Story = {
  args: { intro: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What Our Members Say' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};
