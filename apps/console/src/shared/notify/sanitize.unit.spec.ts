// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('toast HTML', () => {
  it('given formatting, then it is kept', () => {
    expect(sanitizeHtml('Użytkownik <b>jan@firma.pl</b> został dodany.<br>')).toBe('Użytkownik <b>jan@firma.pl</b> został dodany.<br>');
  });

  it('given scripts and event handlers, then they are removed', () => {
    expect(sanitizeHtml('<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>')).toBe(
      '<img src="x"><a>x</a>',
    );
  });
});
