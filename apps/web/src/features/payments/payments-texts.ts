/** Screen words of the payment panel. Spec words where the spec has them; "ours" marks the rest. */
export const paymentTexts = {
  checkoutTitle: 'Checkout',
  paymentTitle: 'Payment',
  payNow: 'PayNow',
  scanToPay: 'Scan the QR code with your banking app. The amount and reference are filled in for you.', // ours
  invoiceNumber: 'Invoice number',
  amountDue: 'Amount due',
  transactionNo: 'Transaction number',
  amount: 'Amount',
  receiptImage: 'Receipt image',
  uploadReceipt: 'Upload Receipt',
  replaceReceipt: 'Replace Receipt',
  uploading: 'Uploading…',
  submit: 'Submit',
  next: 'Next',
  cancel: 'Cancel',
  checkoutDisabled: 'Your payment has been received and is being verified, so checkout is closed.', // ours
  checkoutDone: 'Your deposit is approved.', // ours
  viewPayments: 'VIEW PAYMENTS',
  viewQuotation: 'VIEW QUOTATION',
  tabs: { progressive: 'Progressive Payment', variation: 'Variation Order', completed: 'Completed' },
  columns: {
    progressive: 'Progressive Payment',
    dueDate: 'Due Date',
    status: 'Status',
    payable: 'Payable Amount',
    action: 'Action',
  },
  completedColumns: {
    sn: 'S/n',
    category: 'Category',
    services: 'Services',
    amount: 'Amount',
    paymentDate: 'Payment Date',
    action: 'Action',
  },
  pay: 'Pay',
  invoice: 'Invoice',
  payNext: (label: string) => `Pay ${label}`, // ours
  noData: 'No Data Found!',
  retry: 'Retry',
  progressiveCategory: 'Progressive Payment',
  stage: (n: number) => `Stage ${n}`,
} as const;
