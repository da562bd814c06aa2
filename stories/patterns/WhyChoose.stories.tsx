import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WhyChoose, whyChooseIcons } from '../../design-system/patterns/WhyChoose';
import { sampleWhyChoose } from '../fixtures/booking';

const meta = {
  title: 'Patterns/WhyChoose',
  component: WhyChoose,
  args: { heading: 'Why Choose POD', intro: 'Everything you need to play.', items: sampleWhyChoose },
} satisfies Meta<typeof WhyChoose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four reasons on the dark band, each with a decorative icon. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why Choose POD' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const item of items) await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every icon the data allows. */
export const AllIcons: Story = {
  args: { items: whyChooseIcons.map((icon) => ({ icon, title: icon, description: `The ${icon} icon.` })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((li) => li.dataset.icon)).toEqual([...whyChooseIcons]);
  },
};
