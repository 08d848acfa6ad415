// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isTypingField, mayTakeFocus } from './focus-rules';

function page(html: string) {
  document.body.innerHTML = `<input id="scan" type="text">${html}`;
  return document.getElementById('scan') as HTMLInputElement;
}
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the scan input takes the focus back', () => {
  it('given the focus nowhere (body), then yes', () => {
    const scan = page('');
    expect(mayTakeFocus(scan, document)).toBe(true);
  });

  it('given the focus on a button or the manual switch, then yes', () => {
    const scan = page('<button id="b">Zapisz</button><input id="s" type="checkbox" role="switch">');
    document.getElementById('b')!.focus();
    expect(mayTakeFocus(scan, document)).toBe(true);
    document.getElementById('s')!.focus();
    expect(mayTakeFocus(scan, document)).toBe(true);
  });

  it('given the worker typing in another field (a dimension, a comment), then no', () => {
    const scan = page('<input id="w" type="number"><textarea id="c"></textarea>');
    document.getElementById('w')!.focus();
    expect(mayTakeFocus(scan, document)).toBe(false);
    document.getElementById('c')!.focus();
    expect(mayTakeFocus(scan, document)).toBe(false);
  });

  it('given an open modal, then no', () => {
    const scan = page('<div role="dialog" aria-modal="true"><button id="ok">OK</button></div>');
    document.getElementById('ok')!.focus();
    expect(mayTakeFocus(scan, document)).toBe(false);
  });

  it('given the scan input focused already or disabled (scanning locked), then no', () => {
    const scan = page('');
    scan.focus();
    expect(mayTakeFocus(scan, document)).toBe(false);
    scan.blur();
    scan.disabled = true;
    expect(mayTakeFocus(scan, document)).toBe(false);
  });

  it('knows the fields one types into', () => {
    page('<input id="r" type="radio"><select id="sel"></select><div id="ce" contenteditable="true"></div>');
    expect(isTypingField(document.getElementById('r'))).toBe(false);
    expect(isTypingField(document.getElementById('sel'))).toBe(true);
    expect(isTypingField(document.getElementById('ce'))).toBe(true);
    expect(isTypingField(document.body)).toBe(false);
    expect(isTypingField(null)).toBe(false);
  });
});
