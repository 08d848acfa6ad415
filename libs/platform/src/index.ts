export * from './database/database.js';
export * from './bus/notification-bus.js';
export * from './bus/subject-pattern.js';
export * from './bus/in-process-bus.js';
export * from './bus/nats-bus.js';
export * from './mail/mailer.js';
export * from './mail/smtp-sink.js';
export * from './bus/namespaced-bus.js';
