export * from './sorting.js';
export * from './zones.js';
export * from './rules.js';
