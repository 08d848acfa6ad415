/**
 * A wake-up cue that cannot be lost between "I looked and found nothing" and
 * "I start waiting": callers remember the generation before looking and wait
 * only if it has not moved since.
 *
 * Cues may name the event types appended: a subscriber filtered by types is
 * woken only by cues of its types (or by a cue that names none), so many
 * read models in one process do not all look again after every append.
 */
export class WakeSignal {
  private generation = 0;
  /** The generation of the last cue that named no types (it concerns everyone). */
  private untyped = 0;
  /** The generation of the last cue naming each type. */
  private readonly byType = new Map<string, number>();
  private waiters = new Set<{ readonly types: ReadonlySet<string> | null; readonly wake: () => void }>();

  /** The generation of the last cue that concerns these types (any cue, without types). */
  current(types?: readonly string[]): number {
    if (!types) return this.generation;
    let latest = this.untyped;
    for (const type of types) latest = Math.max(latest, this.byType.get(type) ?? 0);
    return latest;
  }

  notify(types?: readonly string[]): void {
    this.generation++;
    if (types) for (const type of types) this.byType.set(type, this.generation);
    else this.untyped = this.generation;
    for (const waiter of this.waiters) {
      if (!types || !waiter.types || types.some((t) => waiter.types!.has(t))) {
        this.waiters.delete(waiter);
        waiter.wake();
      }
    }
  }

  /** Resolves on the next cue concerning these types after `seen` (see current), or after `timeoutMs` (the polling fallback). */
  wait(seen: number, timeoutMs: number, types?: readonly string[]): Promise<void> {
    if (this.current(types) !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        types: types ? new Set(types) : null,
        wake: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.wake, timeoutMs);
      this.waiters.add(waiter);
    });
  }
}

/** The event types a cross-process append cue names ({types: [...]}), or undefined (a cue for everyone). */
export function cueTypes(payload: unknown): string[] | undefined {
  const types = (payload as { types?: unknown } | null)?.types;
  return Array.isArray(types) && types.every((t) => typeof t === 'string') ? types : undefined;
}
