export * from './kinds.js';
export * from './statistics-file.js';
