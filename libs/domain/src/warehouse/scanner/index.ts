export * from './scanner-rules.js';
export * from './scan-buffer.js';
