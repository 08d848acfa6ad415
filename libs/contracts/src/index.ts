export * from './http/validation.js';
export * from './http/data-table.js';
export * from './http/identity.js';
export * from './events/identity.events.js';
export * from './http/clients.js';
export * from './http/credentials.js';
export * from './events/clients.events.js';
export * from './events/definitions.js';
