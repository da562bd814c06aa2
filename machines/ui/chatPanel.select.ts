import type { ChatPanelSnapshot } from './chatPanel.machine';

/**
 * True while the chat panel is open. In a module of its own, without the state-machine library, so the site frame
 * can read it while the machine itself loads after the page (app/actors/useDeferredActor.ts).
 */
export function selectChatPanelOpen(snapshot: ChatPanelSnapshot): boolean {
  return snapshot.matches('open');
}
