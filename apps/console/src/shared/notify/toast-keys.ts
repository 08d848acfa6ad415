/**
 * Duplicate suppression for toasts: a message already on screen is not shown
 * again until it is gone. Pure bookkeeping, kept apart from the UI library.
 */
export class ActiveToasts {
  private readonly active = new Set<string>();

  /** True (and remembered) when the message is not on screen yet. */
  claim(key: string): boolean {
    if (this.active.has(key)) return false;
    this.active.add(key);
    return true;
  }

  release(key: string): void {
    this.active.delete(key);
  }

  /** Every message is gone (all toasts were removed at once). */
  clear(): void {
    this.active.clear();
  }
}
