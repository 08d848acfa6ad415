export * from './resignations.errors.js';
export * from './resignation.events.js';
export * from './resignation.js';
