import { expect, it } from 'vitest';
import { labelFileName } from './label-file-name.js';

it('names a label file after the number, safe in a Content-Disposition header and on any disk', () => {
  expect(labelFileName('7PRO0012345678', 'pdf')).toBe('7PRO0012345678.pdf');
  expect(labelFileName('PL 0001/2026', 'zpl')).toBe('PL_0001_2026.zpl');
  expect(labelFileName('  ', 'pdf')).toBe('etykiety.pdf');
});
