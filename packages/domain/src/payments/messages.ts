/**
 * Payment texts. Quoted words are the spec's (client-project-area-and-payments.md §2, §5, §8), typos
 * included; the few marked "ours" fill gaps where the spec names a message but not its words.
 */
export const paymentMessages = {
  // §5 Quotation payment (checkout by PayNow)
  transactionNumberRequired: 'Please input the transaction number',
  transactionAmountInvalid: 'Please input the transaction amount',
  // §5 Progressive payment modal
  receiptRequired: 'upload payment receipt required!',
  transactionNoRequired: 'transaction no required!',
  amountRequired: 'amount required!',
  // §8 Receipts
  uploadFailed: 'Failed to upload. Please try again later',
  receiptUploaded: 'Receipt uploaded!',
  createReceiptFailed: 'Failed to create receipt. Please contact our admin',
  updateReceiptFailedContact: 'Failed on updating receipt. Please contact our admin',
  updateReceiptFailedRetry: 'Failed on updating receipt. Please try again later',
  updatePaymentStatusFailed: 'Failed to update payment status. Please contact our admin',
  // §8 Orders and invoices (the ones the payment path raises)
  createInvoiceFailed: 'Failed to create invoice. Please try again later',
  updateInvoiceFailed: 'Failed to update invoice. Please try again later',
  updateProjectStatusFailed: 'Failed to update project status!',
  // §8 Conversion and payments
  convertFailed: 'Failed to convert. Please try again later',
  redirectFailed: 'Failed to redirect. Please try again later',
  completePaymentFailed: 'Failed to complete payment. Please try again later',
  paymentInProgress: 'Payment on progress. Please contact our admin for assistance',
  completedPaymentFailed: 'Failed to completed the payment. Please contact our admin',
  qrCodeFailed: 'Error generating QR code',
  // §8 Card redirect
  cardSuccess: 'Thank you for making payment. Your payment was successful.',
  cardFailure:
    "Unfortunately, we couldn't process your payment. Please take a moment to review your billing information, and try again.",
  // §8 Confirmations
  purchaseThanks: 'Thank you for purchasing! Will notify the admin soon.',
  receiptSubmitted: 'Receipt submited. We will review on it shortly.',
  // §4: the admin note stored with a client-submitted payment.
  needAdminApprove: 'need admin approve',
  // §2 Payment panel: locked tabs.
  payToUnlock: 'Pay 2nd Progressive Payment to unlock this feature',
  goToPayment: 'Go To Payment',
  /**
   * §8 "Declined progressive payment: states the admin marked it not received and asks the client to
   * check or chat with a representative." Ours, in two parts so the screen can make the second a chat link.
   */
  declinedPayment:
    'Our admin has marked this payment as not received. Please check your payment details, or ',
  declinedPaymentChatLink: 'chat with our representative',
  // Ours: refusals of the payment state machine (issue 6: "changes nothing and says so").
  alreadyApproved: 'This payment has already been approved.',
  alreadyDeclined: 'This payment has already been declined.',
  awaitingApproval: 'This payment is already waiting for admin approval.',
  notYetDue: 'This payment is not due yet.',
  nothingDue: 'Nothing is due for this stage: the $150 deposit already covers it.', // ours
  invoiceAlreadyIssued: 'The invoice for this stage has already been issued.',
  nothingToReview: 'There is no submitted payment to review.',
  onlyDeclinedRepay: 'Only a declined payment can be paid again.',
  declinedUsesRepay: 'This payment was declined; pay it again instead.',
} as const;
