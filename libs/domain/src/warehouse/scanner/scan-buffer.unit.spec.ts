import { describe, expect, it } from 'vitest';
import {
  EMPTY_SCAN_BUFFER,
  createScanBuffer,
  scanBufferDueIn,
  scanBufferKey,
  scanBufferSubmit,
  scanBufferText,
  scanBufferTick,
  type ScanBufferState,
} from './scan-buffer.js';
import { SCAN_PAUSE_MS } from './scanner-rules.js';

const sorting = { pauseMs: SCAN_PAUSE_MS.sorting }; // 400 ms
const manual = { pauseMs: SCAN_PAUSE_MS.sorting, manual: true };

/** Types `keys` one key every `gapMs` from `start`, like a wedge scanner; returns the buffer and the codes ended on the way. */
function type(keys: readonly string[], start: number, gapMs: number, options = sorting, buffer: ScanBufferState = EMPTY_SCAN_BUFFER) {
  const codes: string[] = [];
  let state = buffer;
  keys.forEach((key, i) => {
    const step = scanBufferKey(state, key, start + i * gapMs, options);
    state = step.buffer;
    codes.push(...step.codes);
  });
  return { buffer: state, codes, end: start + (keys.length - 1) * gapMs };
}
const keysOf = (code: string) => [...code];

describe('a wedge scanner typing 5 ms apart', () => {
  it('given a code and Enter, then the code at once', () => {
    const { buffer, codes } = type([...keysOf('4PRO4579335273'), 'Enter'], 0, 5);
    expect(codes).toEqual(['4PRO4579335273']);
    expect(buffer).toEqual(EMPTY_SCAN_BUFFER);
  });

  it('given a code and no Enter, then nothing before the pause and the code at the pause', () => {
    const { buffer, codes, end } = type(keysOf('4PRO4579335273'), 0, 5);
    expect(codes).toEqual([]);
    expect(scanBufferTick(buffer, end + 399, sorting).codes).toEqual([]);
    expect(scanBufferDueIn(buffer, end + 399, sorting)).toBe(1);
    const tick = scanBufferTick(buffer, end + 400, sorting);
    expect(tick.codes).toEqual(['4PRO4579335273']);
    expect(tick.buffer).toEqual(EMPTY_SCAN_BUFFER);
  });

  it('given two codes with Enter each, then two codes in order', () => {
    const { codes } = type([...keysOf('AAA111'), 'Enter', ...keysOf('BBB222'), 'Enter'], 0, 5);
    expect(codes).toEqual(['AAA111', 'BBB222']);
  });

  it('given two codes without Enter closer than the pause, then one long text (readScan says too fast)', () => {
    const first = type(keysOf('1'.repeat(28)), 0, 5);
    const second = type(keysOf('2'.repeat(28)), first.end + 100, 5, sorting, first.buffer);
    expect(second.codes).toEqual([]);
    expect(scanBufferTick(second.buffer, second.end + 400, sorting).codes).toEqual(['1'.repeat(28) + '2'.repeat(28)]);
  });

  it('given a key after the pause passed with no tick yet, then the waiting code ends before the key', () => {
    const first = type(keysOf('AAA111'), 0, 5);
    const step = scanBufferKey(first.buffer, 'B', first.end + 450, sorting);
    expect(step.codes).toEqual(['AAA111']);
    expect(step.buffer).toEqual({ text: 'B', changedAt: first.end + 450 });
  });

  it('given each screen’s pause, then the code ends exactly after it', () => {
    for (const [screen, pauseMs] of Object.entries(SCAN_PAUSE_MS)) {
      const { buffer, end } = type(keysOf('ST01'), 0, 5, { pauseMs });
      expect(scanBufferTick(buffer, end + pauseMs - 1, { pauseMs }).codes, screen).toEqual([]);
      expect(scanBufferTick(buffer, end + pauseMs, { pauseMs }).codes, screen).toEqual(['ST01']);
    }
  });

  it('given Shift, Caps Lock and arrows among the keys, then they add nothing', () => {
    const { codes } = type(['Shift', 'A', 'CapsLock', 'b', 'ArrowLeft', 'F5', 'Enter'], 0, 5);
    expect(codes).toEqual(['Ab']);
  });

  it('given only Enter or spaces, then no code', () => {
    expect(type(['Enter'], 0, 5).codes).toEqual([]);
    const spaces = type([' ', ' '], 0, 5);
    expect(scanBufferTick(spaces.buffer, 10_000, sorting).codes).toEqual([]);
  });
});

describe('manual mode (typing by hand)', () => {
  it('given a long pause, then no code until Enter', () => {
    const { buffer, end } = type(keysOf('4PRO'), 0, 900, manual);
    expect(scanBufferTick(buffer, end + 60_000, manual).codes).toEqual([]);
    expect(scanBufferDueIn(buffer, end, manual)).toBeNull();
    expect(scanBufferKey(buffer, 'Enter', end + 60_000, manual).codes).toEqual(['4PRO']);
  });

  it('given Backspace, then the last character goes', () => {
    const { codes } = type(['1', '2', 'X', 'Backspace', '3', 'Enter'], 0, 300, manual);
    expect(codes).toEqual(['123']);
  });

  it('given the submit button, then the trimmed text', () => {
    expect(scanBufferSubmit({ text: ' ST01 ', changedAt: 5 }).codes).toEqual(['ST01']);
  });
});

describe('the whole text of the input', () => {
  it('given the text growing character by character, then the same as keys', () => {
    let step = scanBufferText(EMPTY_SCAN_BUFFER, 'S', 0, sorting);
    step = scanBufferText(step.buffer, 'ST', 5, sorting);
    step = scanBufferText(step.buffer, 'ST0', 10, sorting);
    expect(step.codes).toEqual([]);
    expect(scanBufferTick(step.buffer, 410, sorting).codes).toEqual(['ST0']);
  });

  it('given pasted text with line breaks, then a code per line and the rest waits', () => {
    const step = scanBufferText(EMPTY_SCAN_BUFFER, 'AAA111\r\nBBB222\nCC', 0, sorting);
    expect(step.codes).toEqual(['AAA111', 'BBB222']);
    expect(step.buffer).toEqual({ text: 'CC', changedAt: 0 });
  });

  it('given text added after the pause passed, then the old text ends and the new one waits', () => {
    const waiting = scanBufferText(EMPTY_SCAN_BUFFER, 'AAA111', 0, sorting).buffer;
    const step = scanBufferText(waiting, 'AAA111B', 500, sorting);
    expect(step.codes).toEqual(['AAA111']);
    expect(step.buffer.text).toBe('B');
  });

  it('given a correction in the middle, then the new text waits', () => {
    const waiting = scanBufferText(EMPTY_SCAN_BUFFER, 'AAA111', 0, manual).buffer;
    const step = scanBufferText(waiting, 'AA111', 2000, manual);
    expect(step).toEqual({ buffer: { text: 'AA111', changedAt: 2000 }, codes: [] });
  });

  it('given the input emptied, then an empty buffer', () => {
    expect(scanBufferText({ text: 'A', changedAt: 0 }, '', 10, sorting).buffer).toEqual(EMPTY_SCAN_BUFFER);
  });
});

describe('a buffer keeping its own state', () => {
  it('given keys, a tick and a change to manual mode, then the codes as the steps give them', () => {
    const buffer = createScanBuffer(sorting);
    expect(buffer.key('A', 0)).toEqual([]);
    expect(buffer.key('1', 5)).toEqual([]);
    expect(buffer.dueIn(5)).toBe(400);
    expect(buffer.tick(405)).toEqual(['A1']);
    buffer.setOptions(manual);
    buffer.text('B2', 500);
    expect(buffer.tick(5000)).toEqual([]);
    expect(buffer.state.text).toBe('B2');
    expect(buffer.submit()).toEqual(['B2']);
    buffer.key('C', 6000);
    buffer.clear();
    expect(buffer.state).toEqual(EMPTY_SCAN_BUFFER);
  });
});
