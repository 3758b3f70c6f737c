/**
 * Variation order texts. Quoted words are the spec's (client-project-area-and-payments.md §2, §5, §8),
 * typos included; the ones marked "ours" fill gaps where the spec names a refusal but not its words.
 */
export const variationOrderMessages = {
  // §2 Payment panel, §8 empty states
  noVariationOrders: 'No Variation Orders',
  // §5 New variation order line
  fillEveryField: 'Please fill every field to continue',
  notAllowedToEdit: "You're not allowed to edit this order request",
  // §5 Variation order receipt
  transactionNumberRequired: 'Please input the transaction number',
  receiptRequired: 'upload payment receipt required!',
  // §8 Orders and invoices
  createOrderFailed: 'Failed to create order. Please try again later',
  createTheOrderFailed: 'Failed to create the order. Please try again later!',
  rejectFailed: 'Failed to reject order. Please try again later',
  declineFailed: 'Failed to decline order. Please try again later',
  createInvoiceFailed: 'Failed to create invoice. Please try again later',
  updateTheOrderFailed: 'Failed to update the order. Please try again later!',
  updateOrderFailed: 'Failed to update order. Please try again later',
  updatePaymentStatusFailed: 'Failed to update payment status. Please contact our admin',
  // §8 Confirmations
  newOrderCreated: 'New order created!',
  orderUpdated: 'Order updated!',
  orderDeleted: 'Order request has been deleted successfully',
  receiptSubmitted: 'Receipt submited. We will review on it shortly.',
  // Ours: a decline needs its reason; a service without a merchant cannot take an order yet.
  declineReasonRequired: 'Please tell the client why you decline this order',
  serviceHasNoMerchant: 'This service has no merchant yet. Please try again once a merchant is assigned',
  oneLineRequired: 'Please add at least one line',
} as const;
