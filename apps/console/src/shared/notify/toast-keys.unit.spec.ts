import { describe, expect, it } from 'vitest';
import { ActiveToasts } from './toast-keys';

describe('toast duplicate suppression', () => {
  it('given a message on screen, when it is shown again, then it is suppressed', () => {
    const toasts = new ActiveToasts();
    expect(toasts.claim('success:Zapisano')).toBe(true);
    expect(toasts.claim('success:Zapisano')).toBe(false);
    expect(toasts.claim('error:Zapisano')).toBe(true);
  });

  it('given a message that went away, when it is shown again, then it shows', () => {
    const toasts = new ActiveToasts();
    toasts.claim('info:x');
    toasts.release('info:x');
    expect(toasts.claim('info:x')).toBe(true);
  });
});
