import { useMachine } from '@xstate/react';
import { FloatingChat } from '../../design-system/patterns/FloatingChat';
import { whatsappLink } from '../../machines/links/outbound';
import { chatPanelMachine, selectChatPanelOpen } from '../../machines/ui/chatPanel.machine';
import { siteConfig } from '../config/site';
import { chatContent } from '../content/shell';

const chatHref = whatsappLink(siteConfig.chat.sports, chatContent.message);

/** The floating chat, driven by the chat-panel machine (closed | open). */
export function FloatingChatContainer() {
  const [snapshot, send] = useMachine(chatPanelMachine);
  return (
    <FloatingChat
      open={selectChatPanelOpen(snapshot)}
      onOpenChange={(open) => send({ type: open ? 'user.open' : 'user.close' })}
      botName={chatContent.botName}
      greeting={chatContent.greeting}
      message={chatContent.message}
      chatHref={chatHref}
    />
  );
}
