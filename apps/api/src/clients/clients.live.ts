import { Inject, Injectable } from '@nestjs/common';
import { ROLES } from '@parcel/domain';
import { entityRoom, roleRoom, userRoom, type LiveRules, type SocketUser } from '../live/rooms.js';
import { ClientOwners } from './client-owners.js';

/** What the rules read of the owners: who logs in as which client (looked up when not known yet). */
export type ClientOwnerLookup = Pick<ClientOwners, 'userOf' | 'lookUp'>;

/** A client's card: admins, and the client's own login; a change is told to both. */
@Injectable()
export class ClientsLiveRules implements LiveRules {
  constructor(@Inject(ClientOwners) private readonly owners: ClientOwnerLookup) {}

  readonly readers = {
    clients: async (user: SocketUser, id: string) => {
      if (user.role === ROLES.admin) return true;
      if (user.role !== ROLES.client) return false;
      await this.owners.lookUp([id]);
      return this.owners.userOf(id) === user.id;
    },
  };

  readonly audiences = {
    // Every admin (clients list and cards), whoever watches the client, and the client's own login
    // (a client made on another instance has its owner looked up first).
    clients: async (ids: readonly string[]) => {
      await this.owners.lookUp(ids);
      return [
        roleRoom(ROLES.admin),
        ...ids.flatMap((id) => {
          const owner = this.owners.userOf(id);
          return owner ? [entityRoom('clients', id), userRoom(owner)] : [entityRoom('clients', id)];
        }),
      ];
    },
  };
}
