export * from './types.js';
export * from './errors.js';
export * from './event-schemas.js';
export * from './wake-signal.js';
export * from './subscription-loop.js';
export { PostgresEventStore, type PostgresEventStoreOptions, type RawQuery } from './postgres/postgres-event-store.js';
export { ensureEventStoreSchema } from './postgres/schema.js';
export { appendStatement, type AppendStatement } from './postgres/append-statement.js';
