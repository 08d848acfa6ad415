export * from './courier-prices.errors.js';
export * from './courier-price.events.js';
export * from './courier-price-table.js';
export * from './seeded-courier-prices.js';
