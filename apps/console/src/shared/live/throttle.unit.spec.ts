import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Throttle } from './throttle';

describe('the live refresh throttle (at most one refetch a second)', () => {
  let runs: number;
  let throttle: Throttle;
  beforeEach(() => {
    vi.useFakeTimers();
    runs = 0;
    throttle = new Throttle(() => (runs += 1), 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('given a first notice, then it refreshes at once', () => {
    throttle.request();
    expect(runs).toBe(1);
  });

  it('given a burst of notices within the second, then one more refresh at its end, not one per notice', () => {
    throttle.request();
    for (let i = 0; i < 50; i += 1) {
      vi.advanceTimersByTime(10);
      throttle.request();
    }
    expect(runs).toBe(1);
    vi.advanceTimersByTime(500);
    expect(runs).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(runs).toBe(2);
  });

  it('given notices more than a second apart, then each refreshes at once', () => {
    throttle.request();
    vi.advanceTimersByTime(1500);
    throttle.request();
    expect(runs).toBe(2);
  });

  it('given the screen closed with a refresh pending, then it never runs', () => {
    throttle.request();
    throttle.request();
    throttle.cancel();
    vi.advanceTimersByTime(2000);
    expect(runs).toBe(1);
  });
});
