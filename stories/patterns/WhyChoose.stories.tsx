import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WhyChoose, whyChooseIcons } from '../../design-system/patterns/WhyChoose';
import { sampleWhyChoose } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/WhyChoose',
  component: WhyChoose,
  parameters: {
    docs: componentDocs({
      usage: 'The why-choose section on a dark band: an icon, a short title and one sentence per reason.',
      do: ['Keep to a few reasons a visitor can check for themselves, each a short title and one sentence.'],
      dont: ['Let the icon carry a reason: it is decoration; the title says it.'],
    }),
  },
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
