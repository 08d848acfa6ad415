import { describe, expect, it } from 'vitest';
import { inLanes } from './lanes.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('inLanes', () => {
  it('given items of distinct keys, when worked 3 wide, then never more than 3 run at once and all are worked', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inLanes(
      Array.from({ length: 10 }, (_, i) => i),
      3,
      async (i) => {
        running++;
        most = Math.max(most, running);
        await tick(5);
        running--;
        done.push(i);
      },
    );
    expect(most).toBe(3);
    expect([...done].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('given items of one key, when worked wide, then they run one after another in their order', async () => {
    const seen: string[] = [];
    const items = ['a1', 'b1', 'a2', 'b2', 'a3'];
    await inLanes(
      items,
      4,
      async (item) => {
        seen.push(`start ${item}`);
        await tick(item.startsWith('a') ? 6 : 1);
        seen.push(`end ${item}`);
      },
      (item) => item[0],
    );
    const ofA = seen.filter((s) => s.endsWith('a1') || s.endsWith('a2') || s.endsWith('a3'));
    expect(ofA).toEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    expect(seen.indexOf('start b1')).toBeLessThan(seen.indexOf('end a1'));
  });

  it('given no items, when worked, then nothing runs', async () => {
    let calls = 0;
    await inLanes([], 4, async () => void calls++);
    expect(calls).toBe(0);
  });
});
