/**
 * At most one run per `intervalMs`: the first request runs at once, requests
 * during the interval after a run are gathered into one run at its end
 * (trailing), so a burst of notices (a scanner at 50 parcels a second) costs
 * one refetch a second, and the last change is never missed.
 */
export class Throttle {
  private lastRun = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly run: () => void,
    private readonly intervalMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  request(): void {
    if (this.timer !== undefined) return;
    const wait = this.lastRun + this.intervalMs - this.now();
    if (wait <= 0) return this.fire();
    this.timer = setTimeout(() => this.fire(), wait);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private fire(): void {
    this.timer = undefined;
    this.lastRun = this.now();
    this.run();
  }
}
