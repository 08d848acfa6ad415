export * from './shops.errors.js';
export * from './shop.events.js';
export * from './external-shop.js';
export * from './shop-order.js';
export * from './order-import.js';
