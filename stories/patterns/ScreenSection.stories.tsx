import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenSection } from '../../design-system/patterns/ScreenSection';
import { Text } from '../../design-system/primitives/Text';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ScreenSection',
  component: ScreenSection,
  parameters: {
    docs: componentDocs({
      usage: 'A section of a page named by its h2, optionally with a line and a link under the heading.',
      do: ['Let it name the section: it labels the region with its heading.'],
      dont: ['Put a second h2 inside: split the content into two sections.'],
    }),
  },
  args: {
    heading: 'Packages',
    children: <Text>Four ways to play more for less.</Text>,
  },
} satisfies Meta<typeof ScreenSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading and its content. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Packages' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Packages' })).toBeVisible();
    await expect(canvas.getByText('Four ways to play more for less.')).toBeVisible();
  },
};

/** A smaller heading, with the id a link elsewhere points at. */
export const Small: Story = {
  args: { heading: 'Downloads', headingSize: 'md', headingId: 'downloads-heading' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Downloads' });
    await expect(heading).toHaveAttribute('id', 'downloads-heading');
    await expect(canvas.getByRole('region', { name: 'Downloads' })).toBeVisible();
  },
};

/** A line and a link under the heading. */
export const WithIntro: Story = {
  args: {
    heading: 'Our Coaches',
    intro: 'Certified coaches for every level.',
    link: { label: 'See the coaching plans', href: '/coaching' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Certified coaches for every level.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the coaching plans' })).toHaveAttribute('href', '/coaching');
  },
};

/** The heading and its line in a narrow column of their own. */
export const ProseHead: Story = {
  args: { heading: 'Pod Coins', intro: 'Earn coins on every booking and spend them at the café.', head: 'prose' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Pod Coins' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-head="prose"]')).not.toBeNull();
  },
};
