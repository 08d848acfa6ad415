import { describe, expect, it } from 'vitest';
import { InProcessBus } from './in-process-bus.js';
import { readModelSubject } from './notification-bus.js';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('InProcessBus', () => {
  it('delivers to matching patterns only, with the concrete subject', async () => {
    const bus = new InProcessBus();
    const received: string[] = [];
    bus.subscribe('rm.users.*', (_payload, subject) => received.push(`one:${subject}`));
    bus.subscribe('rm.>', (_payload, subject) => received.push(`rest:${subject}`));
    bus.subscribe('rm.parcels.*', (_payload, subject) => received.push(`parcels:${subject}`));

    bus.publish(readModelSubject('users'), { readModel: 'users', ids: [], position: '1' });
    bus.publish('rm.users.u1.extra', {});
    await settle();

    expect(received.sort()).toEqual(['one:rm.users.batch', 'rest:rm.users.batch', 'rest:rm.users.u1.extra']);
  });

  it('never runs handlers inline in publish', async () => {
    const bus = new InProcessBus();
    const calls: string[] = [];
    bus.subscribe('a', () => calls.push('handler'));
    bus.publish('a', 1);
    calls.push('after publish');
    await settle();
    expect(calls).toEqual(['after publish', 'handler']);
  });

  it('delivers a JSON copy, as NATS would', async () => {
    const bus = new InProcessBus();
    const payload = { ids: ['u1'], at: new Date('2024-01-02T03:04:05.000Z'), skipped: undefined };
    const received: unknown[] = [];
    bus.subscribe('a', (value) => received.push(value));
    bus.subscribe('a', (value) => received.push(value));
    bus.publish('a', payload);
    bus.publish('a', undefined);
    await settle();
    expect(received[0]).toEqual({ ids: ['u1'], at: '2024-01-02T03:04:05.000Z' });
    expect(received[0]).not.toBe(payload);
    expect(received[0]).not.toBe(received[1]);
    expect(received.slice(2)).toEqual([null, null]);
  });

  it('keeps delivering to other handlers when one throws, and reports it without the payload', async () => {
    const logs: string[] = [];
    const bus = new InProcessBus({ log: (message) => logs.push(message) });
    const received: unknown[] = [];
    bus.subscribe('a', () => {
      throw new Error('boom');
    });
    bus.subscribe('a', (payload) => received.push(payload));
    expect(() => bus.publish('a', { secret: 'token-123' })).not.toThrow();
    bus.publish('a', 2);
    await settle();
    expect(received).toEqual([{ secret: 'token-123' }, 2]);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain('boom');
    expect(logs.join('\n')).not.toContain('token-123');
  });

  it('stops delivering after unsubscribe, even for messages already published', async () => {
    const bus = new InProcessBus();
    const received: unknown[] = [];
    const unsubscribe = bus.subscribe('a.*', (payload) => received.push(payload));
    bus.publish('a.b', 1);
    await settle();
    bus.publish('a.b', 2);
    unsubscribe();
    unsubscribe();
    bus.publish('a.b', 3);
    await settle();
    expect(received).toEqual([1]);
  });

  it('drops, without throwing, publishes it cannot deliver', async () => {
    const bus = new InProcessBus();
    const received: unknown[] = [];
    bus.subscribe('>', (payload) => received.push(payload));
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    expect(() => bus.publish('a.*', 1)).not.toThrow();
    expect(() => bus.publish('', 1)).not.toThrow();
    expect(() => bus.publish('a', circular)).not.toThrow();
    expect(() => bus.publish('a', 10n)).not.toThrow();
    await settle();
    expect(received).toEqual([]);
    expect(bus.dropped).toBe(4);
  });

  it('rejects invalid patterns', () => {
    expect(() => new InProcessBus().subscribe('a.>.b', () => undefined)).toThrow(TypeError);
  });

  it('is always connected and delivers nothing after close', async () => {
    const bus = new InProcessBus();
    const received: unknown[] = [];
    bus.subscribe('a', (payload) => received.push(payload));
    expect(bus.connected).toBe(true);
    bus.publish('a', 1);
    await bus.close();
    bus.publish('a', 2);
    bus.subscribe('a', (payload) => received.push(payload));
    bus.publish('a', 3);
    await settle();
    expect(received).toEqual([]);
    expect(bus.dropped).toBe(2);
  });
});
