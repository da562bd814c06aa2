import { setup, type SnapshotFrom } from 'xstate';

/**
 * The floating chat panel ("Chat with PodBot"): closed | open.
 * Events: 'user.toggle' flips it, 'user.open' / 'user.close' set it (Escape and the close button send 'user.close').
 */
export type ChatPanelEvent = { type: 'user.toggle' } | { type: 'user.open' } | { type: 'user.close' };

export const chatPanelMachine = setup({
  types: {
    events: {} as ChatPanelEvent,
  },
}).createMachine({
  id: 'chatPanel',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.toggle': 'open',
        'user.open': 'open',
      },
    },
    open: {
      on: {
        'user.toggle': 'closed',
        'user.close': 'closed',
      },
    },
  },
});

export type ChatPanelSnapshot = SnapshotFrom<typeof chatPanelMachine>;

export { selectChatPanelOpen } from './chatPanel.select';
