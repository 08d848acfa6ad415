import { describe, expect, it } from 'vitest';
import { ClientsLiveRules, type ClientOwnerLookup } from '../clients/clients.live.js';
import { IdentityLiveRules } from '../identity/identity.live.js';
import { LiveRooms, MAX_ENTITY_ROOMS, parseEntityRoom, type LiveRules } from './rooms.js';

/** Owners known in memory: client 7 is logged in as c-7. */
const owners = (known: Record<string, string>): ClientOwnerLookup => ({
  userOf: (clientId: string) => (Object.hasOwn(known, clientId) ? known[clientId] : undefined),
  lookUp: async () => undefined,
});

const roomsWith = (known: Record<string, string> = {}) =>
  new LiveRooms([new IdentityLiveRules(), new ClientsLiveRules(owners(known) as never)]);

describe('live rooms', () => {
  const admin = { id: 'a-1', role: 0 as const };
  const worker = { id: 'w-1', role: 1 as const };
  const rooms = roomsWith();

  it('given an admin, when joining any user room, then allowed', async () => {
    expect(await rooms.mayJoin(admin, 'users:w-1')).toBe(true);
  });

  it('given a worker, when joining their own user room, then allowed; another user, then refused', async () => {
    expect(await rooms.mayJoin(worker, 'users:w-1')).toBe(true);
    expect(await rooms.mayJoin(worker, 'users:a-1')).toBe(false);
  });

  it('given an unknown kind or a malformed room, then refused', async () => {
    expect(await rooms.mayJoin(admin, 'secrets:1')).toBe(false);
    expect(await rooms.mayJoin(admin, 'role:0')).toBe(false);
    expect(await rooms.mayJoin(admin, 'users:')).toBe(false);
    expect(parseEntityRoom('users:../x')).toBeUndefined();
  });

  it('given a users change, then admins, watchers of the user and the user hear it; a model no area claims, admins only', async () => {
    expect(await rooms.audienceOf('users', ['u-1'])).toEqual(['role:0', 'users:u-1', 'user:u-1']);
    expect(await rooms.audienceOf('other', [])).toEqual(['role:0']);
  });

  it('given two areas claiming one room kind, then composing them fails', () => {
    const twice: LiveRules = { readers: { users: () => true }, audiences: {} };
    expect(() => new LiveRooms([new IdentityLiveRules(), twice])).toThrow(/users is claimed by two areas/);
  });

  describe('clients', () => {
    const client = { id: 'c-7', role: 3 as const };
    const known = roomsWith({ '7': 'c-7' });

    it('given a clients change, then admins, watchers of the client and its login hear it', async () => {
      expect(await known.audienceOf('clients', ['7'])).toEqual(['role:0', 'clients:7', 'user:c-7']);
      // A client whose login is not known (yet): admins and watchers only.
      expect(await known.audienceOf('clients', ['8'])).toEqual(['role:0', 'clients:8']);
      expect(await rooms.audienceOf('clients', ['7'])).toEqual(['role:0', 'clients:7']);
    });

    it('given a client login, when joining its own client room, then allowed; another client or no owners known, then refused', async () => {
      expect(await known.mayJoin(client, 'clients:7')).toBe(true);
      expect(await known.mayJoin(client, 'clients:8')).toBe(false);
      expect(await rooms.mayJoin(client, 'clients:7')).toBe(false);
      expect(await known.mayJoin({ id: 'c-7', role: 1 }, 'clients:7')).toBe(false);
      expect(await known.mayJoin(admin, 'clients:8')).toBe(true);
      expect(await known.mayJoin(worker, 'clients:7')).toBe(false);
    });
  });

  it('given a room kind named like an object member, then refused and nothing throws', async () => {
    for (const room of ['constructor:x', '__proto__:x', 'toString:x', 'hasOwnProperty:x', 'valueOf:x']) {
      expect(await rooms.mayJoin(admin, room), room).toBe(false);
      expect(rooms.isEntityRoom(room), room).toBe(false);
    }
    expect(await rooms.audienceOf('__proto__', [])).toEqual(['role:0']);
  });

  it(`given a socket in ${MAX_ENTITY_ROOMS} entity rooms, when joining another, then refused; re-joining one it is in, then allowed`, () => {
    const own = ['socket-id', 'user:a-1', 'role:0'];
    const full = [...own, ...Array.from({ length: MAX_ENTITY_ROOMS }, (_, i) => `users:u-${i}`)];
    expect(rooms.withinRoomCap(full.slice(0, -1), 'users:new')).toBe(true);
    expect(rooms.withinRoomCap(full, 'users:new')).toBe(false);
    expect(rooms.withinRoomCap(full, 'users:u-7')).toBe(true);
  });
});
