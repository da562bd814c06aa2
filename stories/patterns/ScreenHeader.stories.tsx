import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHeader } from '../../design-system/patterns/ScreenHeader';
import { Link } from '../../design-system/primitives/Link';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ScreenHeader',
  component: ScreenHeader,
  parameters: {
    docs: componentDocs({
      usage: 'The top of a page without a hero (Contact, Schedule, FAQ, Podboard): its h1 and a line under it.',
      do: ['Pass what the page adds under the intro (links, a status) as children.'],
      dont: ['Use it on a page with a hero: PageHero carries the eyebrow, badges and buttons.'],
    }),
  },
  args: { heading: 'Contact Us', intro: 'Call, chat or write to us: we answer every day.' },
} satisfies Meta<typeof ScreenHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The h1 and its line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByText('Call, chat or write to us: we answer every day.')).toBeVisible();
  },
};

/** A page header landmark with links under the intro. */
export const WithChildren: Story = {
  args: {
    as: 'header',
    heading: 'Frequently Asked Questions',
    intro: 'Answers about booking, payment and the café.',
    children: <Link href="#booking">Booking</Link>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '#booking');
    await expect(canvasElement.querySelector('header')).not.toBeNull();
  },
};
