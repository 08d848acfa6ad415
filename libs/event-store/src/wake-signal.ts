/**
 * A wake-up cue that cannot be lost between "I looked and found nothing" and
 * "I start waiting": callers remember the generation before looking and wait
 * only if it has not moved since.
 */
export class WakeSignal {
  private generation = 0;
  private waiters = new Set<() => void>();

  get current(): number {
    return this.generation;
  }

  notify(): void {
    this.generation++;
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }

  /** Resolves on the next notify after `seen`, or after `timeoutMs` (the polling fallback). */
  wait(seen: number, timeoutMs: number): Promise<void> {
    if (this.generation !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
    });
  }
}
