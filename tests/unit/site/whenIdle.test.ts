/** whenIdle: later work runs in a task of its own when the browser is idle, a second later where it cannot say. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../app/adapters/whenIdle';
import { whenIdleInTurn } from '../../../app/adapters/whenIdleInTurn';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('asks for an idle callback with the deadline given, and its cancel cancels that callback', () => {
    const requestIdleCallback = vi.fn((_task: () => void, _options?: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const task = vi.fn();
    const cancel = whenIdle(task, 5000);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    expect(task).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks (Safari), runs the task a second later unless cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenIdleInTurn', () => {
  /** A window whose idle callbacks run only when the test says so. */
  function idleWindow() {
    const pending = new Map<number, () => void>();
    let next = 1;
    vi.stubGlobal('window', {
      requestIdleCallback: (task: () => void) => {
        pending.set(next, task);
        return next++;
      },
      cancelIdleCallback: (id: number) => pending.delete(id),
    });
    return {
      pending: () => pending.size,
      /** Runs the idle callbacks waiting now, then lets the promises they started settle. */
      async idle() {
        const tasks = [...pending.values()];
        pending.clear();
        for (const task of tasks) task();
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    };
  }

  it('runs each step at an idle moment of its own, the next only once the one before has settled', async () => {
    const browser = idleWindow();
    const order: string[] = [];
    let arrive = () => {};
    const first = vi.fn(() => new Promise<void>((resolve) => (arrive = () => (order.push('first arrived'), resolve()))));
    const second = vi.fn(() => void order.push('second'));
    whenIdleInTurn([first, second]);
    expect(first).not.toHaveBeenCalled();
    await browser.idle();
    expect(first).toHaveBeenCalledTimes(1);
    // The second waits for the first to arrive, and then for an idle moment of its own.
    await browser.idle();
    expect(second).not.toHaveBeenCalled();
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second).not.toHaveBeenCalled();
    await browser.idle();
    expect(order).toEqual(['first arrived', 'second']);
    expect(browser.pending()).toBe(0);
  });

  it('goes on after a step that fails, and a cancel stops the steps not started yet', async () => {
    const browser = idleWindow();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const second = vi.fn();
    const third = vi.fn();
    const cancel = whenIdleInTurn([failing, second, third]);
    await browser.idle();
    await browser.idle();
    expect(second).toHaveBeenCalledTimes(1);
    cancel();
    await browser.idle();
    expect(third).not.toHaveBeenCalled();
    expect(browser.pending()).toBe(0);
  });
});
