import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  installPromptMachine,
  selectInstallPromptState,
  selectInstallPromptVisible,
  type InstallOutcome,
} from '../../../machines/ui/installPrompt.machine';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(opts: { dismissedThisSession?: boolean; isPhone?: boolean; outcome?: InstallOutcome | 'error' } = {}) {
  const remembered: number[] = [];
  const prompts: number[] = [];
  const actor = createActor(
    installPromptMachine.provide({
      actors: {
        promptInstall: fromPromise<InstallOutcome>(async () => {
          prompts.push(1);
          if (opts.outcome === 'error') throw new Error('prompt() already used');
          return opts.outcome ?? 'accepted';
        }),
      },
      actions: { rememberDismissal: () => void remembered.push(1) },
    }),
    { input: { dismissedThisSession: opts.dismissedThisSession ?? false, isPhone: opts.isPhone } },
  ).start();
  return {
    actor,
    remembered,
    prompts,
    state: () => selectInstallPromptState(actor.getSnapshot()),
    visible: () => selectInstallPromptVisible(actor.getSnapshot()),
  };
}

describe('install prompt', () => {
  it('is hidden until offered, and shown only on phones', () => {
    const { actor, state, visible } = start();
    expect(state()).toBe('waiting');
    expect(visible()).toBe(false);
    actor.send({ type: 'browser.offered' });
    expect(state()).toBe('offered');
    expect(visible()).toBe(false);
    actor.send({ type: 'viewport.changed', isPhone: true });
    expect(visible()).toBe(true);
    actor.send({ type: 'viewport.changed', isPhone: false });
    expect(visible()).toBe(false);
  });

  it('starts dismissed when Not Now was pressed earlier this session', () => {
    const { actor, state, visible } = start({ dismissedThisSession: true, isPhone: true });
    expect(state()).toBe('dismissed');
    actor.send({ type: 'browser.offered' });
    expect(visible()).toBe(false);
  });

  it('Not Now dismisses for the session', () => {
    const { actor, state, remembered } = start({ isPhone: true });
    actor.send({ type: 'browser.offered' });
    actor.send({ type: 'user.dismiss' });
    expect(state()).toBe('dismissed');
    expect(remembered).toEqual([1]);
    actor.send({ type: 'browser.offered' });
    expect(state()).toBe('dismissed');
  });

  it('Install prompts the browser; accepted -> installed', async () => {
    const { actor, state, prompts } = start({ isPhone: true });
    actor.send({ type: 'browser.offered' });
    actor.send({ type: 'user.install' });
    expect(state()).toBe('prompting');
    expect(selectInstallPromptVisible(actor.getSnapshot())).toBe(false);
    await flush();
    expect(state()).toBe('installed');
    expect(prompts).toEqual([1]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('declining the browser prompt dismisses for the session', async () => {
    const { actor, state, remembered } = start({ isPhone: true, outcome: 'dismissed' });
    actor.send({ type: 'browser.offered' });
    actor.send({ type: 'user.install' });
    await flush();
    expect(state()).toBe('dismissed');
    expect(remembered).toEqual([1]);
  });

  it('a failed prompt goes back to waiting for a new offer', async () => {
    const { actor, state } = start({ isPhone: true, outcome: 'error' });
    actor.send({ type: 'browser.offered' });
    actor.send({ type: 'user.install' });
    await flush();
    expect(state()).toBe('waiting');
  });

  it.each(['waiting', 'offered', 'prompting', 'dismissed'] as const)('appinstalled from %s -> installed', (from) => {
    const { actor, state } = start({ isPhone: true, dismissedThisSession: from === 'dismissed' });
    if (from === 'offered' || from === 'prompting') actor.send({ type: 'browser.offered' });
    if (from === 'prompting') actor.send({ type: 'user.install' });
    expect(state()).toBe(from);
    actor.send({ type: 'browser.installed' });
    expect(state()).toBe('installed');
  });

  it('ignores install and dismiss unless offered', () => {
    const { actor, state, prompts, remembered } = start();
    actor.send({ type: 'user.install' });
    actor.send({ type: 'user.dismiss' });
    expect(state()).toBe('waiting');
    expect(prompts).toEqual([]);
    expect(remembered).toEqual([]);
  });
});
