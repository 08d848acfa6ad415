import { describe, expect, it } from 'vitest';
import { DomainError } from '@parcel/domain';
import { LoginThrottle } from './login-throttle.js';
import type { ApiConfig } from '../bootstrap/config.js';

function throttle() {
  const clock = { at: Date.parse('2026-11-22T10:00:00Z'), now() { return new Date(this.at); } };
  const config = { LOGIN_MAX_FAILURES: 3, LOGIN_LOCK_MINUTES: 15 } as ApiConfig;
  return { subject: new LoginThrottle({ config }, clock), clock };
}

const locked = (fn: () => void) => {
  try {
    fn();
    return false;
  } catch (error) {
    return error instanceof DomainError && error.code === 'too_many_attempts';
  }
};

describe('login throttle', () => {
  it('given max failures from one address, then that address is locked for the e-mail, others are not', () => {
    const { subject } = throttle();
    for (let i = 0; i < 3; i++) subject.recordFailure('a@x.pl', '10.0.0.1');
    expect(locked(() => subject.assertAllowed('a@x.pl', '10.0.0.1'))).toBe(true);
    expect(locked(() => subject.assertAllowed('a@x.pl', '10.0.0.2'))).toBe(false);
    expect(locked(() => subject.assertAllowed('b@x.pl', '10.0.0.1'))).toBe(false);
  });

  it('given ten times max failures from many addresses, then the e-mail is locked everywhere', () => {
    const { subject } = throttle();
    for (let i = 0; i < 30; i++) subject.recordFailure('a@x.pl', `10.0.${i}.1`);
    expect(locked(() => subject.assertAllowed('a@x.pl', '192.168.0.1'))).toBe(true);
  });

  it('given a lock, when the window has passed, then allowed again; a success clears the count', () => {
    const { subject, clock } = throttle();
    for (let i = 0; i < 3; i++) subject.recordFailure('a@x.pl', '10.0.0.1');
    clock.at += 15 * 60_000 + 1;
    expect(locked(() => subject.assertAllowed('a@x.pl', '10.0.0.1'))).toBe(false);
    subject.recordFailure('a@x.pl', '10.0.0.1');
    subject.recordFailure('a@x.pl', '10.0.0.1');
    subject.recordSuccess('a@x.pl', '10.0.0.1');
    subject.recordFailure('a@x.pl', '10.0.0.1');
    expect(locked(() => subject.assertAllowed('a@x.pl', '10.0.0.1'))).toBe(false);
  });
});
