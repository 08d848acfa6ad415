export * from './http/validation.js';
export * from './http/data-table.js';
export * from './http/identity.js';
export * from './events/identity.events.js';
