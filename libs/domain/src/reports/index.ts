export * from './reports.errors.js';
export * from './export.events.js';
export * from './export.js';
export * from './export-order.js';
export * from './progress.js';
export * from './spreadsheet-cell.js';
