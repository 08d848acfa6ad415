import type { Kysely, Transaction } from 'kysely';
import type { CheckpointTable } from './checkpoints/checkpoint.table.js';
import type {
  ClientParameterTable,
  ClientPriceTable,
  ClientTable,
  CourierCredentialTable,
  ExternalApiCredentialTable,
} from './clients/clients.tables.js';
import type { UserSessionTable, UserTable, UserTokenTable } from './users/users.tables.js';

/** Every read-model table, for typed kysely queries in the projector and the API. */
export interface ReadModelDatabase {
  projection_checkpoints: CheckpointTable;
  users: UserTable;
  user_sessions: UserSessionTable;
  user_tokens: UserTokenTable;
  clients: ClientTable;
  client_parameters: ClientParameterTable;
  client_prices: ClientPriceTable;
  courier_credentials: CourierCredentialTable;
  external_api_credentials: ExternalApiCredentialTable;
}

export type ReadModelDb = Kysely<ReadModelDatabase>;
export type ReadModelTransaction = Transaction<ReadModelDatabase>;
