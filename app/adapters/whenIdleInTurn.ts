import { whenIdle } from './whenIdle';

/**
 * Runs `steps` one after another, each at an idle moment of its own once the one before has settled (failed too: a
 * step that cannot load leaves the next to try). For loading a part in pieces, so that evaluating each piece is a short
 * task of its own instead of one long one. Call it from an effect; returns a cancel for the cleanup, which also stops
 * the steps not started yet. A module of its own: the pages that load nothing in pieces (the home page among them) do
 * not fetch it with whenIdle.
 */
export function whenIdleInTurn(steps: readonly (() => unknown)[], timeout = 2000): () => void {
  let cancelled = false;
  let cancelNext = () => {};
  const run = (index: number) => {
    const step = steps[index];
    if (cancelled || step === undefined) return;
    cancelNext = whenIdle(() => {
      void Promise.resolve()
        .then(step)
        .catch(() => undefined)
        .then(() => run(index + 1));
    }, timeout);
  };
  run(0);
  return () => {
    cancelled = true;
    cancelNext();
  };
}
