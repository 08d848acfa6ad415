/** Progress is recorded when it moved by this share of the total, or after this long (never per row). */
export const PROGRESS_STEP_SHARE = 0.02;
export const PROGRESS_STEP_MS = 2000;

export interface ProgressMark {
  readonly performed: number;
  /** Milliseconds (any clock, the same for both marks). */
  readonly at: number;
}

/** Whether a worker at `now` should record its progress, the last recorded one being `last`. */
export function progressDue(last: ProgressMark, now: ProgressMark, total: number): boolean {
  if (now.performed <= last.performed) return false;
  if (total > 0 && now.performed >= total) return true;
  return now.performed - last.performed >= Math.max(1, total * PROGRESS_STEP_SHARE) || now.at - last.at >= PROGRESS_STEP_MS;
}
