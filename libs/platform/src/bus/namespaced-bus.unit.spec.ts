import { describe, expect, it } from 'vitest';
import { InProcessBus } from './in-process-bus.js';
import { namespacedBus } from './namespaced-bus.js';

describe('namespaced bus', () => {
  it('given two namespaces on one bus, when one publishes, then only its own subscribers hear it, without the prefix', async () => {
    const shared = new InProcessBus();
    const a = namespacedBus(shared, 'a');
    const b = namespacedBus(shared, 'b');
    const heardA: string[] = [];
    const heardB: string[] = [];
    a.subscribe('rm.>', (_, subject) => heardA.push(subject));
    b.subscribe('rm.>', (_, subject) => heardB.push(subject));
    a.publish('rm.users.1', { n: 1 });
    await expect.poll(() => heardA).toEqual(['rm.users.1']);
    expect(heardB).toEqual([]);
  });
});
