export * from './gst.js';
export * from './document-number.js';
export * from './document-dates.js';
export * from './payment-schedule.js';
export * from './messages.js';
export * from './share.js';
export * from './generator.js';
