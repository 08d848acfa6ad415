import { Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { entityRoom, roleRoom, userRoom, type LiveRules, type SocketUser } from '../live/rooms.js';

/** Users: admins see every user; a user watches (and hears of) itself. */
@Injectable()
export class IdentityLiveRules implements LiveRules {
  readonly readers = {
    users: (user: SocketUser, id: string) => user.role === ROLES.admin || user.id === id,
  };

  readonly audiences = {
    // Every admin (users list and forms), whoever watches the user, and the user.
    users: (ids: readonly string[]) => [roleRoom(ROLES.admin), ...ids.flatMap((id) => [entityRoom('users', id), userRoom(id)])],
  };
}
