export * from './ezcash.js';
export * from './tiers.js';
export * from './rewards-api.js';
export * from './vouchers.js';
export * from './shop.js';
export * from './shop-admin.js';
