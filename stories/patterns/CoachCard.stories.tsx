import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CoachCard } from '../../design-system/patterns/CoachCard';
import { aboutCoaches, chatText } from '../fixtures/coaching';
import { componentDocs } from '../docs/componentDocs';

const [arjun, rahul] = aboutCoaches;

const meta = {
  title: 'Patterns/CoachCard',
  component: CoachCard,
  parameters: {
    docs: componentDocs({
      usage:
        "A coach on the About page: photo, name, sport, experience, bio, philosophy and an enquiry button that opens a chat about that coach. The name's heading is `headingLevel` (3 under a section's h2).",
      do: [
        'Name the button after the coach ("Enquire Now about Karthik Raj"), so every card\'s button is distinct.',
        'Set `headingLevel` to fit the section the cards sit in.',
      ],
      dont: [
        'Open the chat from the card: `onOpenChat` reports the link and the app opens it (the design system opens no windows).',
      ],
    }),
  },
  args: { coach: arjun!, onOpenChat: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoachCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A coach: photo, name, sport, experience, bio, philosophy and the enquiry button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Arjun Menon' });
    await expect(card).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Portrait of Arjun Menon' })).toBeVisible();
    await expect(canvas.getByText('Badminton')).toBeVisible();
    await expect(canvas.getByText('12 years experience')).toBeVisible();
    await expect(canvas.getByText(/Footwork first/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enquire Now about Arjun Menon' })).toBeVisible();
  },
};

/** The enquiry button opens the chat with the coach's name in the message. */
export const Enquire: Story = {
  args: { coach: rahul! },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enquire Now about Rahul Srinivasan' }));
    await expect(args.onOpenChat).toHaveBeenCalledTimes(1);
    const href = (args.onOpenChat as ReturnType<typeof fn>).mock.calls[0]![0] as string;
    await expect(href).toMatch(/^https:\/\/wa\.me\/919000000011\?text=/);
    await expect(chatText(href)).toContain('Rahul Srinivasan (Tennis)');
  },
};

/** A portrait that fails to load shows "Image not available" in the same square. */
export const ImageUnavailable: Story = {
  args: { coach: { ...arjun!, image: '/coaches/missing.svg' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Image not available' })).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Arjun Menon' })).toBeVisible();
  },
};

/** Phone (360 px): the card fills the width and the button stays a full-width touch target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Enquire Now about Arjun Menon' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
