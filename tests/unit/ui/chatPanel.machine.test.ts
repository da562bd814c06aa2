import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chatPanelMachine, selectChatPanelOpen } from '../../../machines/ui/chatPanel.machine';

describe('chat panel', () => {
  it('toggles, opens and closes', () => {
    const actor = createActor(chatPanelMachine).start();
    const open = () => selectChatPanelOpen(actor.getSnapshot());
    expect(open()).toBe(false);
    actor.send({ type: 'user.toggle' });
    expect(open()).toBe(true);
    actor.send({ type: 'user.toggle' });
    expect(open()).toBe(false);
    actor.send({ type: 'user.close' });
    expect(open()).toBe(false);
    actor.send({ type: 'user.open' });
    expect(open()).toBe(true);
    actor.send({ type: 'user.open' });
    expect(open()).toBe(true);
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
