import { describe, expect, it } from 'vitest';
import { MAX_ENTITY_ROOMS, audienceOf, isEntityRoom, mayJoin, parseEntityRoom, withinRoomCap } from './rooms.js';

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

  it('given a room kind named like an object member, then refused and nothing throws', () => {
    for (const room of ['constructor:x', '__proto__:x', 'toString:x', 'hasOwnProperty:x', 'valueOf:x']) {
      expect(() => mayJoin(admin, room), room).not.toThrow();
      expect(mayJoin(admin, room), room).toBe(false);
      expect(isEntityRoom(room), room).toBe(false);
    }
  });

  it(`given a socket in ${MAX_ENTITY_ROOMS} entity rooms, when joining another, then refused; re-joining one it is in, then allowed`, () => {
    const own = ['socket-id', 'user:a-1', 'role:0'];
    const full = [...own, ...Array.from({ length: MAX_ENTITY_ROOMS }, (_, i) => `users:u-${i}`)];
    expect(withinRoomCap(full.slice(0, -1), 'users:new')).toBe(true);
    expect(withinRoomCap(full, 'users:new')).toBe(false);
    expect(withinRoomCap(full, 'users:u-7')).toBe(true);
  });
});
