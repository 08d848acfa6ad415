import { Inject, Injectable } from '@nestjs/common';
import {
  CLIENT_ID_STREAM,
  DomainError,
  ROLES,
  assignClientId,
  clientStream,
  evolveClient,
  evolveClientIds,
  initialClientIdState,
  initialClientState,
  type ClientEvent,
  type ClientIdEvent,
  type ClientState,
  type CourierCredentialState,
  type ExistingClient,
} from '@parcel/domain';
import { WrongExpectedRevisionError, type EventStore, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { INFRA } from '../shared/tokens.js';

/** How a client stream folds into state (every client-area handler loads with this). */
export const clientModel: StreamModel<ClientState, ClientEvent> = { initial: initialClientState, evolve: evolveClient };

/** A racing creator took the same number: try the next one (each round one racer wins). */
const ID_ATTEMPTS = 50;

/**
 * The client streams every client-area use case needs (clients, parameters,
 * prices, credentials): loading and deciding on `client-<id>`, handing out
 * client ids, finding the client of a logged-in client user and the client
 * holding a credential (calls that name only a credential id).
 */
@Injectable()
export class ClientStreams {
  private readonly db: ReadModelDb;
  private readonly store: EventStore;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
    this.store = infra.store;
  }

  load(clientId: number): Promise<Loaded<ClientState>> {
    return this.es.load(clientStream(clientId), clientModel);
  }

  /** Loads an existing client or throws client_not_found. */
  async loadExisting(clientId: number): Promise<Loaded<ExistingClient>> {
    const loaded = await this.load(clientId);
    if (loaded.state.status === 'none') throw new DomainError('client_not_found');
    return loaded as Loaded<ExistingClient>;
  }

  /** Load, decide, append on the client's stream (a racing writer gets 409). */
  handle(clientId: number, decide: (state: ClientState) => ClientEvent[], context: CommandContext) {
    return this.es.handle(clientStream(clientId), clientModel, decide, context);
  }

  /** Appends events decided on the client's state loaded at `revision` (a racing writer gets 409). */
  append(clientId: number, revision: number, events: readonly ClientEvent[], context: CommandContext): Promise<Position | undefined> {
    return this.es.append(clientStream(clientId), revision, events, context);
  }

  /** The client holding a courier credential (from the read model, which every write waits for); credential_not_found when none does. */
  async clientOfCredential(credentialId: string): Promise<number> {
    const row = await this.db.selectFrom('courier_credentials').select('client_id').where('id', '=', credentialId).executeTakeFirst();
    if (!row) throw new DomainError('credential_not_found');
    return row.client_id;
  }

  /** A courier credential as its client's stream holds it (with the password ciphertext), and that stream as loaded. */
  async courierCredential(
    credentialId: string,
  ): Promise<{ clientId: number; credential: CourierCredentialState; loaded: Loaded<ExistingClient> }> {
    const clientId = await this.clientOfCredential(credentialId);
    const loaded = await this.loadExisting(clientId);
    const credential = loaded.state.credentials.find((c) => c.id === credentialId);
    if (!credential) throw new DomainError('credential_not_found');
    return { clientId, credential, loaded };
  }

  /**
   * The next client number from the counter stream; exactly one racing caller
   * gets each number. Only the stream's last event is read (it holds the last
   * number), not its whole history.
   */
  async nextClientId(context: CommandContext): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      const [last] = await this.store.readStream(CLIENT_ID_STREAM, { direction: 'backwards', maxCount: 1 });
      const state = last ? evolveClientIds(initialClientIdState, { type: last.type, data: last.data } as ClientIdEvent) : initialClientIdState;
      const revision = last?.revision ?? -1;
      const events = assignClientId(state);
      try {
        await this.es.append(CLIENT_ID_STREAM, revision, events, context);
        return events[0]!.data.clientId;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === ID_ATTEMPTS) throw error;
        // A little jitter so that racers do not meet again at once.
        await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 10 * Math.min(attempt, 5))));
      }
    }
  }

  /** The client whose login this user is (read model), or null. */
  async clientIdOfUser(userId: string): Promise<number | null> {
    const row = await this.db.selectFrom('clients').select('id').where('user_id', '=', userId).executeTakeFirst();
    return row?.id ?? null;
  }

  /** The logged-in client user's own client id; client_not_found for anyone else (staff, a login without a client). */
  async ownClientId(user: Pick<AuthenticatedUser, 'id' | 'role'>): Promise<number> {
    const id = user.role === ROLES.client ? await this.clientIdOfUser(user.id) : null;
    if (id === null) throw new DomainError('client_not_found');
    return id;
  }

  /**
   * Whether the caller may read this client: admins any, a client user only its
   * own (403 forbidden otherwise), nobody else.
   */
  async assertMayRead(user: Pick<AuthenticatedUser, 'id' | 'role'>, clientId: number): Promise<void> {
    if (user.role === ROLES.admin) return;
    if (user.role === ROLES.client && (await this.clientIdOfUser(user.id)) === clientId) return;
    throw new DomainError('forbidden');
  }
}
