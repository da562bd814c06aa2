import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import FloatingChatPanel, {
  type FloatingChatPanelProps,
} from '../../design-system/patterns/FloatingChat/FloatingChatPanel';
import { chatDock, storyChat } from './shell.fixtures';
import { componentDocs } from '../docs/componentDocs';

/** A stand-in for FloatingChat's round button: the panel is placed above it and gives focus back to it. */
function WithAnchor(args: FloatingChatPanelProps) {
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={anchor} type="button">
        Round button
      </button>
      <FloatingChatPanel {...args} anchor={anchor} />
    </>
  );
}

/**
 * The open chat panel on its own: the chunk `FloatingChat` loads the first time the pointer or focus reaches its
 * round button (Radix's popover and its positioning library). Controlled only: `FloatingChat` owns the button and the
 * open state; these stories drive it by props.
 */
const meta = {
  title: 'Patterns/FloatingChatPanel',
  component: FloatingChatPanel,
  parameters: {
    docs: componentDocs({
      usage:
        'The open panel of `FloatingChat`, in its own chunk: a popover above the round button titled "Chat with PodBot", with the bot\'s greeting, the prefilled message and Start chat (a new tab). Focus goes back to the button when it closes; these stories show it on its own.',
      do: ['Use `FloatingChat` on pages: it loads this panel when the visitor reaches for the chat.'],
      dont: ["Import the panel in a page: the page would load the popover's libraries before anyone opens the chat."],
    }),
  },
  render: WithAnchor,
  args: { ...storyChat, open: true, onOpenChange: fn(), anchor: { current: null }, contentId: 'chat-panel-story' },
  decorators: [chatDock],
} satisfies Meta<typeof FloatingChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: titled by its heading, carries the id the round button's aria-controls names, focus inside, Start chat. */
export const Open: Story = {
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Chat with PodBot' });
    await expect(panel).toHaveAttribute('id', 'chat-panel-story');
    await expect(panel).toHaveTextContent('replies instantly');
    await expect(panel).toHaveTextContent(storyChat.message);
    await expect(within(panel).getByRole('link', { name: 'Start chat' })).toHaveAttribute('href', storyChat.chatHref);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Close chat' })).toHaveFocus());
  },
};

/** Escape and Close chat only ask to close (`onOpenChange(false)`): the owner decides, so the panel stays until then. */
export const AsksToClose: Story = {
  play: async ({ args }) => {
    const panel = await screen.findByRole('dialog', { name: 'Chat with PodBot' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close chat' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(screen.getByRole('dialog', { name: 'Chat with PodBot' })).toBeVisible();
  },
};

/** Pressing the round button is not a click outside: the button toggles the panel itself. */
export const AnchorIsNotOutside: Story = {
  play: async ({ args, canvas }) => {
    await screen.findByRole('dialog', { name: 'Chat with PodBot' });
    await userEvent.click(canvas.getByRole('button', { name: 'Round button' }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Phone: the panel fits the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = await screen.findByRole('dialog', { name: 'Chat with PodBot' });
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
