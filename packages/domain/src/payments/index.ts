export * from './messages.js';
export * from './progressive-payment.js';
export * from './payment-status.js';
export * from './receipt.js';
export * from './crc16.js';
export * from './paynow.js';
export * from './dashboard-phase.js';
export * from './payment-api.js';
