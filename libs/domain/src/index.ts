export * from './shared/errors.js';
export * from './shared/roles.js';
export * from './shared/email.js';
export * from './identity/user.events.js';
export * from './identity/user.js';
export * from './identity/session.js';
export * from './identity/email-reservation.js';
