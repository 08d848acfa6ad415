import { describe, expect, it } from 'vitest';
import type { TextMetrics } from './label-elements.js';
import { fitText } from './text-fit.js';

/** Every character 0.5 em wide. */
const metrics: TextMetrics = { width: (text, size) => text.length * size * 0.5, ellipsis: '…' };

describe('fitting a text to its line', () => {
  it('keeps a text that fits, with its whitespace made single', () => {
    expect(fitText(metrics, '  Łódź \n Bałuty ', 100, 4, 2, false)).toEqual({ text: 'Łódź Bałuty', size: 4 });
  });

  it('shrinks a text that is too wide, exactly to the width', () => {
    // 20 characters at 4 mm = 40 mm; 30 mm wide: size 3.
    expect(fitText(metrics, 'x'.repeat(20), 30, 4, 2, false)).toEqual({ text: 'x'.repeat(20), size: 3 });
  });

  it('cuts what would need to shrink below the minimum, and ends it with the ellipsis', () => {
    const fitted = fitText(metrics, 'Strada Ștefan cel Mare și Sfânt 12', 20, 4, 2, false);

    expect(fitted.size).toBe(2);
    // 20 mm at 2 mm: 20 characters, the ellipsis one of them.
    expect(fitted.text).toBe('Strada Ștefan cel M…');
    expect(metrics.width(fitted.text, 2, false)).toBeLessThanOrEqual(20);
  });
});
