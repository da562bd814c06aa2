import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, MessageCircle } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { ActionRow } from '../../design-system/patterns/ActionRow';
import { componentDocs } from '../docs/componentDocs';

const icons = { calendar: CalendarCheck, chat: MessageCircle };

const meta = {
  title: 'Patterns/ActionRow',
  component: ActionRow<keyof typeof icons>,
  parameters: {
    docs: componentDocs({
      usage:
        'The buttons of a page hero or a call to action: large buttons that open chats, the first primary and the rest outline unless an action says otherwise; on a phone they stack full width.',
      do: ['Say in each label what the chat is for ("Book Free Trial", "Talk to Coach").'],
      dont: ['Put more than a few actions in one row: the first one is the one the page wants.'],
    }),
  },
  args: {
    actions: [
      { id: 'trial', label: 'Book Free Trial', href: 'https://wa.me/919000000000?text=trial', icon: 'calendar' },
      { id: 'coach', label: 'Talk to Coach', href: 'https://wa.me/919000000000?text=coach', icon: 'chat' },
    ],
    icons,
    onAction: fn(),
  },
} satisfies Meta<typeof ActionRow<keyof typeof icons>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two actions from the start of the row; pressing one reports its link. */
export const Start: Story = {
  play: async ({ canvas, args }) => {
    const trial = canvas.getByRole('button', { name: 'Book Free Trial' });
    await expect(trial).toHaveAttribute('data-action', 'trial');
    await expect(trial).toHaveAttribute('data-variant', 'primary');
    await expect(canvas.getByRole('button', { name: 'Talk to Coach' })).toHaveAttribute('data-variant', 'outline');
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to Coach' }));
    await expect(args.onAction).toHaveBeenCalledWith('https://wa.me/919000000000?text=coach');
  },
};

/** Centred under a centred heading, as a call to action draws them. */
export const Centred: Story = {
  args: { justify: 'center' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Book Free Trial' }).parentElement).toHaveAttribute(
      'data-justify',
      'center',
    );
  },
};

/** An action may set its own emphasis: here the first is outline too. */
export const OwnVariant: Story = {
  args: {
    actions: [{ id: 'info', label: 'Get More Info', href: 'https://wa.me/919000000000?text=info', variant: 'outline' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get More Info' })).toHaveAttribute('data-variant', 'outline');
  },
};

/** No actions: nothing is drawn. */
export const NoActions: Story = {
  args: { actions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
