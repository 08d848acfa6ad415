import { Inject, Injectable } from '@nestjs/common';
import { DomainError, clientStream, existingClient, type ClientEvent, type ClientState, type CourierCredentialState } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Position } from '@parcel/event-store';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type Loaded } from '../cqrs/event-sourced.js';
import { ClientStreams } from '../clients/client-streams.js';
import { INFRA } from '../shared/tokens.js';

/**
 * The write side of credentials: client streams (every credential lives in its
 * client's stream) and, for calls that name only a credential id, which
 * client holds it (from the read model, which every write waits for).
 */
@Injectable()
export class CredentialStore {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  now(): Date {
    return this.es.now();
  }

  load(clientId: number): Promise<Loaded<ClientState>> {
    return this.clients.load(clientId);
  }

  /** Appends events decided on a state loaded at `revision` (a racing writer gets 409). */
  append(clientId: number, revision: number, events: readonly ClientEvent[], context: CommandContext): Promise<Position | undefined> {
    return this.es.append(clientStream(clientId), revision, events, context);
  }

  /** Load, decide, append. */
  async decide(clientId: number, decide: (state: ClientState) => ClientEvent[], context: CommandContext): Promise<Position | undefined> {
    return (await this.clients.handle(clientId, decide, context)).position;
  }

  /** The client holding a courier credential; credential_not_found when none does. */
  async clientOfCredential(credentialId: string): Promise<number> {
    const row = await this.db.selectFrom('courier_credentials').select('client_id').where('id', '=', credentialId).executeTakeFirst();
    if (!row) throw new DomainError('credential_not_found');
    return row.client_id;
  }

  /** A courier credential as its client's stream holds it (with the password ciphertext). */
  async courierCredential(credentialId: string): Promise<{ clientId: number; credential: CourierCredentialState }> {
    const clientId = await this.clientOfCredential(credentialId);
    const { state } = await this.load(clientId);
    const credential = existingClient(state).credentials.find((c) => c.id === credentialId);
    if (!credential) throw new DomainError('credential_not_found');
    return { clientId, credential };
  }
}
