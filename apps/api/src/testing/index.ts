export * from './test-api.js';
export * from './routes.js';
export * from './secrets.js';
export * from './nats-server.js';
export * from './sockets.js';
