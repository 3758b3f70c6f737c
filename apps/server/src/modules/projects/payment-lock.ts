/**
 * The first progressive payment's status closes quotation editing once Paid or Approved (spec §4);
 * the payments module keeps the receipts, so it answers.
 */
export { firstPaymentStatus } from '../payments/payments.service.js';
