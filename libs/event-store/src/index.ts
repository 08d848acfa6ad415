export * from './types.js';
export * from './errors.js';
export * from './event-schemas.js';
export * from './wake-signal.js';
export * from './subscription-loop.js';
export { PostgresEventStore, type Listen, type PostgresEventStoreOptions } from './postgres/postgres-event-store.js';
export { ensureEventStoreSchema, APPEND_CHANNEL } from './postgres/schema.js';
