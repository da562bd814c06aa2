import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../design-system/patterns/Footer';
import { storyFooter, withStoryRouter } from './shell.fixtures';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/Footer',
  component: Footer,
  decorators: [withStoryRouter],
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        'The footer on every public page: a line about the centre, contact (map link, phone link, open 24 hours), links to the sports, social profiles (new tab), the legal pages and the contact-us page, and the copyright.',
      do: [
        'Keep the legal links the spec lists: privacy policy, terms and conditions, cancellation and refund, shipping and delivery, contact us.',
        'Open social profiles and the map in a new tab (`external`).',
      ],
      dont: ["Put a page's own actions in the footer: it is the same on every page."],
    }),
  },
  args: storyFooter,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: contact (map, phone, hours), sports, social and legal links, copyright. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const map = within(footer).getByRole('link', { name: /Sholinganallur/ });
    await expect(map).toHaveAttribute('href', storyFooter.contact.mapsHref);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(within(footer).getByRole('link', { name: '+91 90000 00001' })).toHaveAttribute(
      'href',
      'tel:+919000000001',
    );
    await expect(within(footer).getByText('Open 24 hours')).toBeVisible();
    await expect(within(footer).getByRole('img', { name: 'POD' })).toBeVisible();
    await expect(within(footer).getByText(storyFooter.copyright)).toBeVisible();

    const legal = within(footer).getByRole('list', { name: 'Help and legal pages' });
    await expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/privacy-policy',
      '/terms-and-conditions',
      '/cancellation-refund',
      '/shipping-delivery',
      '/contact-us',
    ]);
    const sports = within(footer).getByRole('list', { name: 'Sports' });
    await expect(within(sports).getByRole('link', { name: 'Badminton' })).toHaveAttribute(
      'href',
      '/schedule?sport=badminton',
    );
  },
};

/** Social profiles open in a new tab without a handle on this page. */
export const SocialLinks: Story = {
  play: async ({ canvas }) => {
    const social = canvas.getByRole('list', { name: 'Social profiles' });
    const links = within(social).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

/** Phone: the columns stack into one. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const sports = canvas.getByRole('heading', { name: 'Sports' }).getBoundingClientRect();
    const social = canvas.getByRole('heading', { name: 'Follow us' }).getBoundingClientRect();
    await expect(social.top).toBeGreaterThan(sports.bottom);
    await expect(Math.abs(social.left - sports.left)).toBeLessThan(1);
  },
};
