/**
 * The keystroke buffer of a scan input, as pure steps over time so the timing
 * rules are tested without a browser. A wedge scanner types a code's
 * characters a few milliseconds apart and then Enter, or just stops: the code
 * ends at Enter, or when nothing was typed for the screen's pause
 * (SCAN_PAUSE_MS). In manual mode (typing by hand) only Enter ends a code.
 * Times are milliseconds on any clock that only goes forward.
 */

export interface ScanBufferState {
  /** What was typed since the last code ended. */
  readonly text: string;
  /** When `text` last changed; null when empty. */
  readonly changedAt: number | null;
}

export interface ScanBufferOptions {
  readonly pauseMs: number;
  /** Typing by hand: no code ends by a pause. */
  readonly manual?: boolean;
}

/** A step's result: the buffer after it and the codes it ended (in order, never blank). */
export interface ScanBufferStep {
  readonly buffer: ScanBufferState;
  readonly codes: readonly string[];
}

export const EMPTY_SCAN_BUFFER: ScanBufferState = { text: '', changedAt: null };

const LINE_BREAK = /\r\n|\r|\n/;

/** Ends the buffer's text as a code (Enter, the submit button): the trimmed text, none when blank. */
export function scanBufferSubmit(buffer: ScanBufferState): ScanBufferStep {
  const code = buffer.text.trim();
  return { buffer: EMPTY_SCAN_BUFFER, codes: code ? [code] : [] };
}

/**
 * A key pressed at `at` (`KeyboardEvent.key`): one character is added, Enter
 * ends the code, Backspace removes the last character, other keys (Shift,
 * arrows, F-keys) change nothing. A pause longer than the screen's before this
 * key first ends the waiting code, so a key never joins a code already due.
 */
export function scanBufferKey(buffer: ScanBufferState, key: string, at: number, options: ScanBufferOptions): ScanBufferStep {
  const due = scanBufferTick(buffer, at, options);
  const current = due.buffer;
  if (key === 'Enter') {
    const ended = scanBufferSubmit(current);
    return { buffer: ended.buffer, codes: [...due.codes, ...ended.codes] };
  }
  if (key === 'Backspace') {
    const text = current.text.slice(0, -1);
    return { buffer: text ? { text, changedAt: at } : EMPTY_SCAN_BUFFER, codes: due.codes };
  }
  if ([...key].length !== 1) return { buffer: current, codes: due.codes };
  return { buffer: { text: current.text + key, changedAt: at }, codes: due.codes };
}

/**
 * The whole text of the input changed at `at` (typing, pasting, an Android
 * keyboard that sends no key names). A line break in it ends the code before
 * it, as Enter does; what follows the last line break stays in the buffer.
 */
export function scanBufferText(buffer: ScanBufferState, text: string, at: number, options: ScanBufferOptions): ScanBufferStep {
  const due = text.startsWith(buffer.text) ? scanBufferTick(buffer, at, options) : { buffer, codes: [] };
  const typed = due.buffer === buffer ? text : text.slice(buffer.text.length);
  const lines = typed.split(LINE_BREAK);
  const rest = lines.pop() ?? '';
  const codes = [...due.codes, ...lines.map((line) => line.trim()).filter(Boolean)];
  return { buffer: rest ? { text: rest, changedAt: at } : EMPTY_SCAN_BUFFER, codes };
}

/** The time passes: at `at`, the waiting text ends as a code when the pause has passed (never in manual mode). */
export function scanBufferTick(buffer: ScanBufferState, at: number, options: ScanBufferOptions): ScanBufferStep {
  const wait = scanBufferDueIn(buffer, at, options);
  if (wait === null || wait > 0) return { buffer, codes: [] };
  return scanBufferSubmit(buffer);
}

/** Milliseconds from `at` until the waiting text ends by the pause (0: now); null when nothing will end by itself. */
export function scanBufferDueIn(buffer: ScanBufferState, at: number, options: ScanBufferOptions): number | null {
  if (options.manual || buffer.changedAt === null || buffer.text.trim() === '') return null;
  return Math.max(0, buffer.changedAt + options.pauseMs - at);
}

/** The same steps on a buffer that keeps its own state (for a component's ref). */
export function createScanBuffer(options: ScanBufferOptions) {
  let state = EMPTY_SCAN_BUFFER;
  let current = options;
  const apply = (step: ScanBufferStep) => {
    state = step.buffer;
    return step.codes;
  };
  return {
    get state() {
      return state;
    },
    setOptions(next: ScanBufferOptions) {
      current = next;
    },
    key: (key: string, at: number) => apply(scanBufferKey(state, key, at, current)),
    text: (text: string, at: number) => apply(scanBufferText(state, text, at, current)),
    tick: (at: number) => apply(scanBufferTick(state, at, current)),
    submit: () => apply(scanBufferSubmit(state)),
    dueIn: (at: number) => scanBufferDueIn(state, at, current),
    clear() {
      state = EMPTY_SCAN_BUFFER;
    },
  };
}

export type ScanBuffer = ReturnType<typeof createScanBuffer>;
