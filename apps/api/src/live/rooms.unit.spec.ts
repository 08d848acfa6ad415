import { describe, expect, it } from 'vitest';
import { audienceOf, mayJoin, parseEntityRoom } from './rooms.js';

describe('live rooms', () => {
  const admin = { id: 'a-1', role: 0 as const };
  const worker = { id: 'w-1', role: 1 as const };

  it('given an admin, when joining any user room, then allowed', () => {
    expect(mayJoin(admin, 'users:w-1')).toBe(true);
  });

  it('given a worker, when joining their own user room, then allowed; another user, then refused', () => {
    expect(mayJoin(worker, 'users:w-1')).toBe(true);
    expect(mayJoin(worker, 'users:a-1')).toBe(false);
  });

  it('given an unknown kind or a malformed room, then refused', () => {
    expect(mayJoin(admin, 'secrets:1')).toBe(false);
    expect(mayJoin(admin, 'role:0')).toBe(false);
    expect(mayJoin(admin, 'users:')).toBe(false);
    expect(parseEntityRoom('users:../x')).toBeUndefined();
  });

  it('given a users change, then admins, watchers of the user and the user hear it', () => {
    expect(audienceOf('users', ['u-1'])).toEqual(['role:0', 'users:u-1', 'user:u-1']);
    expect(audienceOf('other', [])).toEqual(['role:0']);
  });
});
