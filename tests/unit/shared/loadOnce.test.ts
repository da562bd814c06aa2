import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../machines/shared/loadOnce';

describe('loadOnce: fetched on first use, shared, tried again after a failure', () => {
  it('starts the load once and gives every caller its result; current() has it once arrived', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      return { value: 42 };
    });
    expect(load.current()).toBeUndefined();
    const [a, b] = await Promise.all([load(), load()]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    expect(load.current()).toBe(a);
    await load();
    expect(calls).toBe(1);
  });

  it('forgets a failed load: the next call tries again and can succeed', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(load.current()).toBeUndefined();
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
    expect(load.current()).toBe('module');
  });
});
