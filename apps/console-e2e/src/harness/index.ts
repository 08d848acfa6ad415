export * from './paths.js';
export * from './product.js';
export * from './browser.js';
export * from './screenshots.js';
export * from './axe.js';
export * from './console.js';
export * from './suite.js';
