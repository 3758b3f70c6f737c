/**
 * The first progressive payment's status closes quotation editing once Paid or Approved (spec §4);
 * any receipt on record hands the project's stage to the payments (designNowStageUpdate). The payments
 * module keeps the receipts, so it answers.
 */
export { firstPaymentStatus, latestPaymentsFor } from '../payments/payments.service.js';
