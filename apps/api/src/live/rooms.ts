import { ROLES, type Role } from '@parcel/domain';

/** Rooms a socket joins on connect. */
export const userRoom = (userId: string) => `user:${userId}`;
export const roleRoom = (role: Role) => `role:${role}`;
export const entityRoom = (kind: string, id: string) => `${kind}:${id}`;

export interface SocketUser {
  readonly id: string;
  readonly role: Role;
}

/** Who logs in as a client (clients are numbered; their logins are users). */
export interface ClientOwnerLookup {
  /** The login user of this client id, when known. */
  userOf(clientId: string): string | undefined;
  /** Makes these clients' owners known (looks up the ones not known yet); a failed look-up is logged, not thrown. */
  lookUp(clientIds: readonly string[]): Promise<void>;
}

/** Injection token of the ClientOwnerLookup the live gateway uses (provided by the clients area). */
export const CLIENT_OWNERS = Symbol('ClientOwnerLookup');

/** What the pure room rules read: the owners known now. */
type KnownOwners = Pick<ClientOwnerLookup, 'userOf'>;

const NO_OWNERS: KnownOwners = { userOf: () => undefined };

/**
 * Entity rooms a socket may ask to join ("users:<id>", later "workstation:<id>",
 * "export:<id>"). Each kind says who may read it; unknown kinds are refused.
 */
type Readers = (user: SocketUser, id: string, owners: KnownOwners) => boolean;
// A Map, not an object: a room kind such as `constructor` or `__proto__` must not find an inherited member.
const ENTITY_READERS = new Map<string, Readers>([
  ['users', (user, id) => user.role === ROLES.admin || user.id === id],
  // A client's card: admins, and the client's own login.
  ['clients', (user, id, owners) => user.role === ROLES.admin || (user.role === ROLES.client && owners.userOf(id) === user.id)],
]);

/** Entity rooms one socket may be in at once; a join beyond it is refused (`too_many_rooms`). */
export const MAX_ENTITY_ROOMS = 50;

/** Whether a socket already in `rooms` may join `room` as far as the cap goes (re-joining a room it is in is free). */
export function withinRoomCap(rooms: Iterable<string>, room: string): boolean {
  let count = 0;
  for (const joined of rooms) {
    if (joined === room) return true;
    if (isEntityRoom(joined)) count++;
  }
  return count < MAX_ENTITY_ROOMS;
}

export function parseEntityRoom(room: string): { kind: string; id: string } | undefined {
  const match = /^([a-z_]+):([\w-]{1,64})$/.exec(room);
  return match ? { kind: match[1]!, id: match[2]! } : undefined;
}

/** Rooms a socket may join and leave itself (not its user and role rooms). */
export function isEntityRoom(room: string): boolean {
  const parsed = parseEntityRoom(room);
  return !!parsed && ENTITY_READERS.has(parsed.kind);
}

export function mayJoin(user: SocketUser, room: string, owners: KnownOwners = NO_OWNERS): boolean {
  const parsed = parseEntityRoom(room);
  const readers = parsed && ENTITY_READERS.get(parsed.kind);
  return !!parsed && !!readers && readers(user, parsed.id, owners);
}

/** Who hears of a change to a read model's entities. */
export function audienceOf(readModel: string, ids: readonly string[], owners: KnownOwners = NO_OWNERS): string[] {
  switch (readModel) {
    case 'users':
      // Every admin (users list and forms), whoever watches the user, and the user.
      return [roleRoom(ROLES.admin), ...ids.flatMap((id) => [entityRoom('users', id), userRoom(id)])];
    case 'clients':
      // Every admin (clients list and cards), whoever watches the client, and the client's own login.
      return [
        roleRoom(ROLES.admin),
        ...ids.flatMap((id) => {
          const owner = owners.userOf(id);
          return owner ? [entityRoom('clients', id), userRoom(owner)] : [entityRoom('clients', id)];
        }),
      ];
    default:
      return [roleRoom(ROLES.admin)];
  }
}
