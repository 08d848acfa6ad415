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

  describe('clients', () => {
    const owners = { userOf: (clientId: string) => ({ '7': 'c-7' })[clientId] };
    const client = { id: 'c-7', role: 3 as const };

    it('given a clients change, then admins, watchers of the client and its login hear it', () => {
      expect(audienceOf('clients', ['7'], owners)).toEqual(['role:0', 'clients:7', 'user:c-7']);
      // A client whose login is not known (yet): admins and watchers only.
      expect(audienceOf('clients', ['8'], owners)).toEqual(['role:0', 'clients:8']);
      expect(audienceOf('clients', ['7'])).toEqual(['role:0', 'clients:7']);
    });

    it('given a client login, when joining its own client room, then allowed; another client or no owners known, then refused', () => {
      expect(mayJoin(client, 'clients:7', owners)).toBe(true);
      expect(mayJoin(client, 'clients:8', owners)).toBe(false);
      expect(mayJoin(client, 'clients:7')).toBe(false);
      expect(mayJoin({ id: 'c-7', role: 1 }, 'clients:7', owners)).toBe(false);
      expect(mayJoin(admin, 'clients:8', owners)).toBe(true);
      expect(mayJoin(worker, 'clients:7', owners)).toBe(false);
    });
  });
});
