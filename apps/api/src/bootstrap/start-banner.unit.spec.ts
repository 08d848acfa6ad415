import { describe, expect, it } from 'vitest';
import { seededPassword } from './start-banner.js';

describe('start banner', () => {
  it('given no password in the environment, then the default is shown with a hint', () => {
    expect(seededPassword('ADMIN_PASSWORD', 'admin123', {})).toBe('admin123 (default: set ADMIN_PASSWORD)');
  });

  it('given a password from the environment, then it is never shown, even when it equals the default', () => {
    expect(seededPassword('ADMIN_PASSWORD', 's3cret-pass', { ADMIN_PASSWORD: 's3cret-pass' })).toBe('(from ADMIN_PASSWORD)');
    expect(seededPassword('WORKER_PASSWORD', 'worker123', { WORKER_PASSWORD: 'worker123' })).toBe('(from WORKER_PASSWORD)');
  });
});
