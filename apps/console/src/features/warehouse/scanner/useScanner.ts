import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { createScanBuffer, readScan, scanWarning, SCAN_PAUSE_MS, SCAN_REFOCUS_MS, type ScanReading, type ScanScreen } from '@parcel/domain';
import { mayTakeFocus } from './focus-rules';

export type RejectedScan = Extract<ScanReading, { kind: 'rejected' }>;
export type ReadScan = Exclude<ScanReading, RejectedScan>;

export interface UseScannerOptions {
  readonly screen: ScanScreen;
  /** A code was read (never a rejected one): label, out number, parcel number, internal instruction or other. */
  readonly onScan: (reading: ReadScan) => void;
  /** A code was rejected with a warning (EAN8/13/14, too fast); `warning` holds it too. */
  readonly onWarning?: (warning: string, reading: RejectedScan) => void;
  /** Typing by hand: a code ends only by Enter or the button, never by a pause. */
  readonly manual?: boolean;
  /** Scanning is off (editing dimensions): codes are ignored and the focus is left alone. */
  readonly locked?: boolean;
}

/** The scan input's state and handlers, for `<ScanInput scanner={...} />`. */
export interface Scanner {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** What was typed of the code not yet ended. */
  readonly value: string;
  readonly manual: boolean;
  readonly locked: boolean;
  /** The last rejected code's warning; cleared by the next read code. */
  readonly warning: string | null;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Ends the typed code now (the button). */
  readonly submit: () => void;
  readonly focus: () => void;
}

const now = () => performance.now();

/**
 * A scanning screen's input (spec/02 §5): the keys of a wedge scanner (or the
 * worker) are collected and end as a code at Enter or after the screen's pause
 * (SCAN_PAUSE_MS; never in manual mode); the code is read by the one rule set
 * (readScan) and handed to `onScan`, or its warning to `onWarning`. Keys typed
 * while nothing is focused go to the scan input too, and the input takes the
 * focus back every 2 s unless the worker is in another field or a dialog.
 */
export function useScanner({ screen, onScan, onWarning, manual = false, locked = false }: UseScannerOptions): Scanner {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [buffer] = useState(() => createScanBuffer({ pauseMs: SCAN_PAUSE_MS[screen], manual }));
  buffer.setOptions({ pauseMs: SCAN_PAUSE_MS[screen], manual });
  const [value, setValue] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ screen, onScan, onWarning, locked });
  latest.current = { screen, onScan, onWarning, locked };

  const deliver = useCallback((codes: readonly string[]) => {
    for (const code of codes) {
      const { screen, onScan, onWarning, locked } = latest.current;
      if (locked) continue;
      const reading = readScan(code, screen);
      if (reading.kind !== 'rejected') {
        setWarning(null);
        onScan(reading);
        continue;
      }
      const text = scanWarning(reading);
      if (text) {
        setWarning(text);
        onWarning?.(text, reading);
      }
    }
  }, []);

  // Shows the buffer and waits for its pause, if it has one.
  const sync = useCallback(() => {
    const text = buffer.state.text;
    setValue(text);
    // Also at once in the page: a key typed before React renders must not land after the code that just ended.
    if (inputRef.current && inputRef.current.value !== text) inputRef.current.value = text;
    clearTimeout(timer.current);
    const due = buffer.dueIn(now());
    if (due === null) return;
    timer.current = setTimeout(() => {
      deliver(buffer.tick(now()));
      sync();
    }, due);
  }, [buffer, deliver]);

  const focus = useCallback(() => inputRef.current?.focus({ preventScroll: true }), []);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      deliver(buffer.text(event.target.value, now()));
      sync();
    },
    [buffer, deliver, sync],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      deliver(buffer.key('Enter', now()));
      sync();
    },
    [buffer, deliver, sync],
  );

  const submit = useCallback(() => {
    deliver(buffer.submit());
    sync();
    focus();
  }, [buffer, deliver, sync, focus]);

  // Manual mode or the pause changed: wait (or stop waiting) accordingly.
  useEffect(() => sync(), [manual, screen, sync]);

  // Locked: what was typed is dropped.
  useEffect(() => {
    if (!locked) return;
    buffer.clear();
    sync();
  }, [locked, buffer, sync]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Keys typed while no field has the focus (after a click on the page) start the code in the scan input.
  useEffect(() => {
    if (locked) return;
    const onWindowKey = (event: globalThis.KeyboardEvent) => {
      const input = inputRef.current;
      if (!input || event.target === input || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (!mayTakeFocus(input, document)) return;
      const typed = buffer.state.text !== '';
      const character = [...event.key].length === 1 && (event.key !== ' ' || typed);
      if (!character && !(event.key === 'Enter' && typed)) return;
      event.preventDefault();
      deliver(buffer.key(event.key, now()));
      sync();
      focus();
    };
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, [locked, buffer, deliver, sync, focus]);

  // The scan input takes the focus back every 2 s (spec/02 §9) unless another field or a dialog has it.
  useEffect(() => {
    if (locked) return;
    const refocus = () => {
      if (mayTakeFocus(inputRef.current, document)) focus();
    };
    refocus();
    const interval = setInterval(refocus, SCAN_REFOCUS_MS);
    return () => clearInterval(interval);
  }, [locked, focus]);

  return { inputRef, value, manual, locked, warning, onChange, onKeyDown, submit, focus };
}
