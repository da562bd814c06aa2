import { Send } from 'lucide-react';
import type { MessageRowView } from '../../../machines/admin/messages.view';
import { Button } from '../../primitives/Button';

/** A Resend button's states: ready to press, or its message on its way again (busy until the server answers). */
export const resendMessageButtonStates = ['idle', 'busy'] as const;
export type ResendMessageButtonState = (typeof resendMessageButtonStates)[number];

/** The state of message `id`'s Resend, given the messages being resent (each busy until the server answers). */
export const resendStateOf = (resendingIds: readonly string[], id: string): ResendMessageButtonState =>
  resendingIds.includes(id) ? 'busy' : 'idle';

/** Its sizes: `sm` in a list's row, `md` in a dialog's footer. */
export const resendMessageButtonSizes = ['sm', 'md'] as const;
export type ResendMessageButtonSize = (typeof resendMessageButtonSizes)[number];

export interface ResendMessageButtonProps {
  /** The failed or unsent message it sends again: its id (reported by `onResend`), subject and address. */
  message: Pick<MessageRowView, 'id' | 'subject' | 'recipient'>;
  /** `busy` while this message is being resent: the button says "Resending..." and ignores presses. */
  state: ResendMessageButtonState;
  /** Resend pressed: the message's id. */
  onResend: (id: string) => void;
  /** `sm` (default) in a list's row, `md` in a dialog's footer. */
  size?: ResendMessageButtonSize;
}

/**
 * Resend for one failed or unsent message, wherever messages are listed (Admin > Messages, its open message, a
 * booking's record): named by the message's subject and address, so a screen reader tells the rows' buttons apart;
 * while busy its name is what it does ("Resending..."). Props in, events out.
 */
export function ResendMessageButton({ message, state, onResend, size = 'sm' }: ResendMessageButtonProps) {
  const busy = state === 'busy';
  return (
    <Button
      size={size}
      icon={<Send aria-hidden="true" />}
      busy={busy}
      busyLabel="Resending..."
      aria-label={busy ? undefined : `Resend: ${message.subject}, to ${message.recipient}`}
      onClick={() => onResend(message.id)}
    >
      Resend
    </Button>
  );
}
