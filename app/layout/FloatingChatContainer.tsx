import { useCallback, useMemo } from 'react';
import { FloatingChat } from '../../design-system/patterns/FloatingChat';
import { whatsappLink } from '../../machines/links/outbound';
import { selectChatPanelOpen } from '../../machines/ui/chatPanel.select';
import { useDeferredActor } from '../actors/useDeferredActor';
import { chatContent } from '../content/shell';
import { useSite } from './siteSettings';

const loadChatPanel = async () => (await import('../../machines/ui/chatPanel.machine')).chatPanelMachine;

/**
 * The floating chat, driven by the chat-panel machine (closed | open). Part of the site frame from the first render
 * (only its round button; the panel is FloatingChat's own chunk). The machine (with the state-machine library)
 * loads when the pointer or focus reaches the button, beside the panel's code, not with the page: most visits never
 * open the chat. A press before it has arrived waits for it. The chat goes to the sports desk's number (System Settings).
 */
export function FloatingChatContainer() {
  const [open, send, preload] = useDeferredActor(loadChatPanel, undefined, selectChatPanelOpen, false, {
    eager: false,
  });
  const onOpenChange = useCallback((next: boolean) => send({ type: next ? 'user.open' : 'user.close' }), [send]);
  const sports = useSite().phones.sports;
  const chatHref = useMemo(() => whatsappLink(sports, chatContent.message), [sports]);
  return (
    <FloatingChat
      open={open}
      onOpenChange={onOpenChange}
      botName={chatContent.botName}
      greeting={chatContent.greeting}
      message={chatContent.message}
      chatHref={chatHref}
      onIntent={preload}
    />
  );
}
