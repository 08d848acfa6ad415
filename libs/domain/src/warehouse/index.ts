export * from './catalogue.js';
export * from './warehouse.errors.js';
export * from './workstation.events.js';
export * from './workstation.js';
export * from './sectors.js';
export * from './intake/index.js';
