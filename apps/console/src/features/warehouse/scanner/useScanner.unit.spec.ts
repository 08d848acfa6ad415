// @vitest-environment jsdom
import { act, createElement as h, Fragment, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanScreen } from '@parcel/domain';
import { useScanner, type ReadScan } from './useScanner';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let scans: ReadScan[];
let warnings: string[];
let setLocked: (locked: boolean) => void;

function Screen({ screen, manual = false }: { screen: ScanScreen; manual?: boolean }) {
  const [locked, lock] = useState(false);
  setLocked = lock;
  const scanner = useScanner({
    screen,
    manual,
    locked,
    onScan: (reading) => scans.push(reading),
    onWarning: (text) => warnings.push(text),
  });
  return h(
    Fragment,
    null,
    h('input', {
      id: 'scan',
      ref: scanner.inputRef,
      value: scanner.value,
      onChange: scanner.onChange,
      onKeyDown: scanner.onKeyDown,
      disabled: scanner.locked,
    }),
    h('output', { id: 'warning' }, scanner.warning ?? ''),
    h('input', { id: 'weight', type: 'number' }),
    h('button', { id: 'save' }, 'Zapisz'),
  );
}

function mount(screen: ScanScreen, manual = false) {
  act(() => root.render(h(Screen, { screen, manual })));
}
const el = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Types like a wedge scanner into the scan input: one character every `gapMs`, as the browser fires input events. */
async function wedge(code: string, gapMs = 5) {
  const input = el<HTMLInputElement>('scan');
  for (const character of code) {
    await act(async () => {
      setValue.call(input, input.value + character);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(gapMs);
    });
  }
}
const press = (key: string, target: EventTarget = el('scan')) =>
  act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  document.body.innerHTML = '<div id="root"></div>';
  root = createRoot(el('root'));
  scans = [];
  warnings = [];
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useScanner', () => {
  it('given a code typed 5 ms apart on the sorting screen, then it is read 400 ms after the last character', async () => {
    mount('sorting');
    await wedge('4PRO4579335273');
    await wait(390);
    expect(scans).toEqual([]);
    expect(el<HTMLInputElement>('scan').value).toBe('4PRO4579335273');
    await wait(10);
    expect(scans).toEqual([{ kind: 'parcel_number', number: '4PRO4579335273', raw: '4PRO4579335273' }]);
    expect(el<HTMLInputElement>('scan').value).toBe('');
  });

  it('given the scanning screen, then the pause is 1 s', async () => {
    mount('scanning');
    await wedge('ST01');
    await wait(900);
    expect(scans).toEqual([]);
    await wait(100);
    expect(scans.map((scan) => scan.raw)).toEqual(['ST01']);
  });

  it('given Enter after the code, then it is read at once', async () => {
    mount('scanning');
    await wedge('ST01');
    press('Enter');
    expect(scans.map((scan) => scan.raw)).toEqual(['ST01']);
  });

  it('given an EAN13, then a warning and no scan', async () => {
    mount('intake');
    await wedge('5901234123457');
    press('Enter');
    expect(scans).toEqual([]);
    expect(warnings).toEqual(['Zeskanowano nieprawidłowy kod - wykryto EAN13']);
    expect(el('warning').textContent).toBe('Zeskanowano nieprawidłowy kod - wykryto EAN13');
  });

  it('given two labels within the pause, then too fast', async () => {
    mount('sorting');
    await wedge('1'.repeat(28));
    await wait(100);
    await wedge('2'.repeat(28));
    await wait(400);
    expect(scans).toEqual([]);
    expect(warnings).toEqual(['Zbyt szybko skanujesz przesyłki']);
  });

  it('given manual mode, then only Enter ends the code', async () => {
    mount('sorting', true);
    await wedge('4PRO', 700);
    await wait(5000);
    expect(scans).toEqual([]);
    press('Enter');
    expect(scans.map((scan) => scan.raw)).toEqual(['4PRO']);
  });

  it('given scanning locked, then what was typed is dropped and the input is off', async () => {
    mount('sorting');
    await wedge('ST0');
    act(() => setLocked(true));
    await wait(1000);
    expect(scans).toEqual([]);
    expect(el<HTMLInputElement>('scan').disabled).toBe(true);
  });

  it('given keys typed while nothing has the focus, then the code lands in the scan input', async () => {
    mount('sorting');
    el('save').focus();
    press('S', el('save'));
    // The first key moved the focus: the browser types the next keys into the scan input.
    expect(document.activeElement).toBe(el('scan'));
    expect(el<HTMLInputElement>('scan').value).toBe('S');
    await wedge('T01');
    press('Enter');
    expect(scans.map((scan) => scan.raw)).toEqual(['ST01']);
  });

  it('given keys typed in another field, then they stay there', async () => {
    mount('sorting');
    el('weight').focus();
    press('5', el('weight'));
    await wait(2000);
    expect(document.activeElement).toBe(el('weight'));
    expect(scans).toEqual([]);
  });

  it('given the focus lost to a button, then the scan input takes it back within 2 s', async () => {
    mount('sorting');
    expect(document.activeElement).toBe(el('scan'));
    el('save').focus();
    await wait(1999);
    expect(document.activeElement).toBe(el('save'));
    await wait(1);
    expect(document.activeElement).toBe(el('scan'));
  });
});
