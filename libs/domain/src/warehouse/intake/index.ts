export * from './inbound-couriers.js';
export * from './external-inbound.js';
export * from './client-alias.js';
export * from './intake.js';
