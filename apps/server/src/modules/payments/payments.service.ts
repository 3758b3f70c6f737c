/**
 * The payments module's service, split by operation (reading a project's payments, submitting a
 * receipt, the admin's review). Other modules import from here.
 */
export * from './payment-read.service.js';
export * from './receipt-submit.service.js';
export * from './payment-review.service.js';
