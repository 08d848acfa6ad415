export * from './database/database.js';
