import { describe, expect, it } from 'vitest';
import { WakeSignal, cueTypes } from './wake-signal.js';

const settled = async (promise: Promise<void>) => Promise.race([promise.then(() => 'woken'), new Promise((r) => setTimeout(() => r('waiting'), 20))]);

describe('wake signal', () => {
  it('given a waiter for some types, then a cue of other types does not wake it, one of its types does', async () => {
    const wake = new WakeSignal();
    const types = ['ShipmentCreated'];
    const waiting = wake.wait(wake.current(types), 10_000, types);
    wake.notify(['UserUpdated']);
    expect(await settled(waiting)).toBe('waiting');
    wake.notify(['ShipmentCreated', 'UserUpdated']);
    expect(await settled(waiting)).toBe('woken');
  });

  it('given a cue that names no types, then every waiter wakes; a waiter without types wakes on any cue', async () => {
    const wake = new WakeSignal();
    const typed = wake.wait(wake.current(['A']), 10_000, ['A']);
    const any = wake.wait(wake.current(), 10_000);
    wake.notify(['B']);
    expect(await settled(any)).toBe('woken');
    expect(await settled(typed)).toBe('waiting');
    wake.notify();
    expect(await settled(typed)).toBe('woken');
  });

  it('given a cue between looking and waiting, then the wait returns at once (no lost cue), and only for its types', async () => {
    const wake = new WakeSignal();
    const seen = wake.current(['A']);
    wake.notify(['A']);
    expect(await settled(wake.wait(seen, 10_000, ['A']))).toBe('woken');
    const seenB = wake.current(['B']);
    wake.notify(['A']);
    expect(await settled(wake.wait(seenB, 1_000, ['B']))).toBe('waiting');
  });

  it('reads the types of a cross-process cue', () => {
    expect(cueTypes({ types: ['A', 'B'] })).toEqual(['A', 'B']);
    expect(cueTypes({})).toBeUndefined();
    expect(cueTypes({ types: [1] })).toBeUndefined();
    expect(cueTypes(null)).toBeUndefined();
  });
});
