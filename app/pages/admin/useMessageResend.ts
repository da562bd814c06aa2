import { useState } from 'react';
import { resendMessage } from '../../adapters/adminMessagesApi';
import { adminActionToasts } from '../../content/admin';
import { useToast } from '../../toasts';
import { adminErrorText } from './adminErrorText';

/**
 * Resend wherever staff see messages (Admin > Messages, a booking's record): each message on its way again keeps its
 * own button busy until the server answers, so a second press of it sends nothing and another message's Resend does
 * not free it; "Message Queued" when the server took it, else its refusal as `resendError`. `onQueued` refreshes
 * what the screen shows of the message.
 */
export function useMessageResend(onQueued: (id: string) => void) {
  const { push } = useToast();
  const [resendingIds, setResendingIds] = useState<readonly string[]>([]);
  const [resendError, setResendError] = useState<string>();
  const resend = (id: string) => {
    if (resendingIds.includes(id)) return;
    setResendingIds((ids) => [...ids, id]);
    setResendError(undefined);
    resendMessage(id)
      .then(() => {
        push(adminActionToasts.messageQueued);
        onQueued(id);
      })
      .catch((error: unknown) => setResendError(adminErrorText(error)))
      .finally(() => setResendingIds((ids) => ids.filter((other) => other !== id)));
  };
  return { resendingIds, resendError, clearResendError: () => setResendError(undefined), resend };
}
