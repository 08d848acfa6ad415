import { describe, expect, it } from 'vitest';
import { clientIdOf } from './client-param';

describe('a client id in a path', () => {
  it('given digits from 1, then the number', () => {
    expect(clientIdOf('1')).toBe(1);
    expect(clientIdOf('4711')).toBe(4711);
  });

  it('given anything but plain digits from 1, then the not-found page', () => {
    for (const param of ['0', '012', '1e3', '-1', '1.0', ' 1', '0x1', '', '12345678901']) {
      expect(() => clientIdOf(param), param).toThrow();
    }
  });
});
