import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Partners } from '../../design-system/patterns/Partners';
import { samplePartners } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/Partners',
  component: Partners,
  parameters: {
    docs: componentDocs({
      usage:
        'The partners section: a card per partner with its logo (an emoji or short mark, drawn as decoration), name, label ("Equipment Partner") and description, and an optional Become a Partner button that opens the partnership chat.',
      do: ['Describe each partner in one or two sentences about what it means for players.'],
      dont: ["Use the logo mark as the partner's only name: it is decoration, the name is the text."],
    }),
  },
  args: { heading: 'Our Partners', intro: 'Brands that play with us.', partners: samplePartners },
} satisfies Meta<typeof Partners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three partners with name, label and description; no enquiry button without a handler. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Shuttle Pro',
      'FitFuel',
      'OMR Runners',
    ]);
    await expect(canvas.getByText('Equipment Partner')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With the partnership enquiry button. */
export const WithEnquiry: Story = {
  args: { onEnquire: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Become a Partner' }));
    await expect(args.onEnquire).toHaveBeenCalledOnce();
  },
};

/** An uploaded logo picture (decorative) and a partner whose name links to their site. */
export const UploadedLogoAndLink: Story = {
  args: {
    partners: [
      {
        name: 'Court Kings',
        logo: '/icons/icon-192.png',
        label: 'Stringing Partner',
        description: 'Rackets restrung while you play.',
        href: 'https://courtkings.example.com',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Court Kings/ })).toHaveAttribute(
      'href',
      'https://courtkings.example.com',
    );
    await expect(canvasElement.querySelector('img[src="/icons/icon-192.png"]')).toHaveAttribute('alt', '');
  },
};

/** A partner whose logo staff removed: its card shows no mark, its name and words as before. */
export const WithoutLogo: Story = {
  args: {
    partners: [
      {
        name: 'Court Kings',
        logo: '',
        label: 'Stringing Partner',
        description: 'Rackets restrung while you play.',
      },
      samplePartners[0]!,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const cards = canvasElement.querySelectorAll('li');
    await expect(cards[0]!.querySelector('[aria-hidden="true"]')).toBeNull();
    await expect(cards[1]!.querySelector('[aria-hidden="true"]')).toHaveTextContent(samplePartners[0]!.logo);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Court Kings' })).toBeVisible();
  },
};
