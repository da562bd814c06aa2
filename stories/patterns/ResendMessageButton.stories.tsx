import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ResendMessageButton } from '../../design-system/patterns/ResendMessageButton';
import { componentDocs } from '../docs/componentDocs';

const message = {
  id: 'MSG-sample000002',
  subject: 'New booking: Badminton, 1 session from Sunday, 22 November 2026, 6:00 PM (Asha Raman)',
  recipient: 'hello@pod.example',
};
const name = `Resend: ${message.subject}, to ${message.recipient}`;

const meta = {
  title: 'Patterns/ResendMessageButton',
  component: ResendMessageButton,
  parameters: {
    docs: componentDocs({
      usage:
        'Resend for one failed or unsent message, wherever staff see messages: a row of Admin > Messages, the open message, a booking\'s record. Its name carries the message\'s subject and address; while `state` is `busy` it reads "Resending..." and ignores presses.',
      do: [
        'Show it only for a message that may be sent again (failed, or kept unsent without a mail server) and a role that may resend.',
        "Set `state` to `busy` for the message on its way until the server answers, then show the server's reason if it refused.",
      ],
      dont: [
        'Draw a Resend with a plain Button: its busy words and its name would drift from the other lists.',
        'Mark every Resend busy while one is on its way: only the messages sent again and not yet answered are.',
      ],
    }),
  },
  args: { message, state: 'idle', onResend: fn() },
} satisfies Meta<typeof ResendMessageButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready in a list's row: named by the message's subject and address; pressing it reports the message. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name });
    await expect(button).toHaveTextContent('Resend');
    await expect(button).toHaveAttribute('data-state', 'idle');
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledWith('MSG-sample000002');
  },
};

/** Pressed: "Resending..." with a spinner, announced as busy; pressing it again sends nothing twice. */
export const Busy: Story = {
  args: { state: 'busy' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resending...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name })).toBeNull();
    await userEvent.click(button);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** In an open message's footer: the dialog's size (the 44 px touch target), the same name. */
export const InDialogFooter: Story = {
  args: { size: 'md' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledWith('MSG-sample000002');
  },
};
