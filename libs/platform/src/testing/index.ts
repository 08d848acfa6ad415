export * from './test-database.js';
export * from './nats-server.js';
export * from './http.js';
