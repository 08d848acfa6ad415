export * from './test-api.js';
export * from './routes.js';
export * from './secrets.js';
export { PrivateNatsServer, freePort } from '@parcel/platform/testing';
export * from './sockets.js';
export * from './clients.js';
export * from './register.js';
