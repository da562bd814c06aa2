import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FloatingChat, type FloatingChatProps } from '../../design-system/patterns/FloatingChat';
import { chatDock, storyChat } from './shell.fixtures';
import { componentDocs } from '../docs/componentDocs';

/** Holds the open state like the app's chat-panel machine, and reports every change to the spy. */
function ControlledChat(args: FloatingChatProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <FloatingChat
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/FloatingChat',
  component: FloatingChat,
  parameters: {
    docs: componentDocs({
      usage:
        'The round chat button on every public page and its panel ("Chat with PodBot"): the bot replies instantly and is available 24/7, the panel shows the prefilled message, and Start chat opens the chat in a new tab. SiteLayout docks it at the bottom right. The panel\'s code loads when the pointer or focus reaches the button.',
      do: [
        'Prefill the message the visitor would send, so Start chat needs no typing.',
        'Let the app drive `open` with the chat-panel machine.',
      ],
      dont: ['Place a second chat button on a page: there is one, docked by SiteLayout.'],
    }),
  },
  render: ControlledChat,
  args: { ...storyChat, open: false, onOpenChange: fn(), onIntent: fn() },
  decorators: [chatDock],
} satisfies Meta<typeof FloatingChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the round button, named "Chat with us". */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Chat with us' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Open: "Chat with PodBot", replies instantly, available 24/7, the prefilled message and Start chat. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const panel = await screen.findByRole('dialog', { name: 'Chat with PodBot' });
    await expect(canvas.getByRole('button', { name: 'Chat with us' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toHaveTextContent('replies instantly');
    await expect(panel).toHaveTextContent('available 24/7');
    await expect(panel).toHaveTextContent(storyChat.message);
    const start = screen.getByRole('link', { name: 'Start chat' });
    await expect(start).toHaveAttribute('href', storyChat.chatHref);
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The round button toggles the panel; reaching it first reports the intent (the app loads the chat's machine). */
export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Chat with us' });
    await userEvent.hover(trigger);
    await expect(args.onIntent).toHaveBeenCalled();
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await screen.findByRole('dialog', { name: 'Chat with PodBot' });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes the panel and returns focus to the round button. */
export const CloseOnEscape: Story = {
  args: { open: true },
  play: async ({ canvas, args }) => {
    await screen.findByRole('dialog', { name: 'Chat with PodBot' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close chat' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Chat with us' })).toHaveFocus());
  },
};

/** The close button in the panel's header closes it. */
export const CloseButton: Story = {
  args: { open: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Chat with PodBot' });
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Phone: the open panel fits the screen. */
export const PhoneOpen: Story = {
  args: { open: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = await screen.findByRole('dialog', { name: 'Chat with PodBot' });
    const box = panel.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(width);
  },
};
