export * from './messages.js';
export * from './variation-order.js';
export * from './variation-order-api.js';
