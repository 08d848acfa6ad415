export * from './listing.errors.js';
