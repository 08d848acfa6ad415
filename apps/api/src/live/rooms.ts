import { ROLES, type Role } from '@parcel/domain';

/** Rooms a socket joins on connect. */
export const userRoom = (userId: string) => `user:${userId}`;
export const roleRoom = (role: Role) => `role:${role}`;
export const entityRoom = (kind: string, id: string) => `${kind}:${id}`;

export interface SocketUser {
  readonly id: string;
  readonly role: Role;
}

/**
 * What one business area says about live updates: the entity rooms it owns
 * ("users:<id>", "clients:<id>") and who may join each, and, for each read model
 * it owns, which rooms hear of a change. Each area's module exports a provider
 * implementing it; the live gateway composes them (LiveRooms).
 */
export interface LiveRules {
  readonly readers: Readonly<Record<string, (user: SocketUser, id: string) => boolean | Promise<boolean>>>;
  readonly audiences: Readonly<Record<string, (ids: readonly string[]) => string[] | Promise<string[]>>>;
}

/** Injection token of the areas' LiveRules (a list). */
export const LIVE_RULES = Symbol('LiveRules');

export function parseEntityRoom(room: string): { kind: string; id: string } | undefined {
  const match = /^([a-z_]+):([\w-]{1,64})$/.exec(room);
  return match ? { kind: match[1]!, id: match[2]! } : undefined;
}

/** Entity rooms one socket may be in at once; a join beyond it is refused (`too_many_rooms`). */
export const MAX_ENTITY_ROOMS = 50;

/**
 * The areas' rules together, in Maps (a room kind such as `constructor` or
 * `__proto__` finds no inherited member). Unknown kinds are refused; a read
 * model no area claims is told to admins only.
 */
export class LiveRooms {
  private readonly readers = new Map<string, LiveRules['readers'][string]>();
  private readonly audiences = new Map<string, LiveRules['audiences'][string]>();

  constructor(rules: readonly LiveRules[]) {
    for (const area of rules) {
      for (const [kind, reader] of Object.entries(area.readers)) this.claim(this.readers, kind, reader);
      for (const [model, audience] of Object.entries(area.audiences)) this.claim(this.audiences, model, audience);
    }
  }

  private claim<T>(map: Map<string, T>, key: string, value: T): void {
    if (map.has(key)) throw new Error(`Live rooms: ${key} is claimed by two areas`);
    map.set(key, value);
  }

  /** Rooms a socket may join and leave itself (not its user and role rooms). */
  isEntityRoom(room: string): boolean {
    const parsed = parseEntityRoom(room);
    return !!parsed && this.readers.has(parsed.kind);
  }

  /** Whether a socket already in `rooms` may join `room` as far as the cap goes (re-joining a room it is in is free). */
  withinRoomCap(rooms: Iterable<string>, room: string): boolean {
    let count = 0;
    for (const joined of rooms) {
      if (joined === room) return true;
      if (this.isEntityRoom(joined)) count++;
    }
    return count < MAX_ENTITY_ROOMS;
  }

  async mayJoin(user: SocketUser, room: string): Promise<boolean> {
    const parsed = parseEntityRoom(room);
    const reader = parsed && this.readers.get(parsed.kind);
    return !!parsed && !!reader && (await reader(user, parsed.id));
  }

  /** Who hears of a change to a read model's entities. */
  async audienceOf(readModel: string, ids: readonly string[]): Promise<string[]> {
    const audience = this.audiences.get(readModel);
    return audience ? audience(ids) : [roleRoom(ROLES.admin)];
  }
}
