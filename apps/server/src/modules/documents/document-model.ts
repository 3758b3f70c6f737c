/**
 * What every document the product issues is made of (issue 17 item 1). The renderers take these plain
 * models, so a module that issues a document (payments, variation orders) builds one from its own data
 * and never touches PDF code.
 */

/** The party that issues the document: the platform company, or a merchant for its own documents. */
export interface DocumentIssuer {
  /** Legal name. */
  name: string;
  uen: string;
  /** Null when the issuer is not GST-registered: then no GST appears anywhere on its documents. */
  gstRegNo: string | null;
  address: string;
  email: string;
  phone: string;
}

/** Who the document is for. */
export interface DocumentRecipient {
  name: string;
  email: string;
  phone?: string | null;
  /** The renovation address the document is about (one line). */
  renovationAddress: string | null;
}

/** An invoice line; the amount includes GST when the issuer is registered (prices are GST-inclusive). */
export interface InvoiceLine {
  description: string;
  /** A second, smaller line under the description. */
  detail?: string;
  amountCents: number;
}

export interface InvoiceDocument {
  issuer: DocumentIssuer;
  /** As printed: INV-000123 (from nextDocumentNumber(tx, 'invoice')). */
  number: string;
  issueDate: Date;
  dueDate: Date;
  billTo: DocumentRecipient;
  projectName: string;
  /** e.g. the quotation or variation order the invoice bills. */
  reference?: { label: string; value: string };
  lines: InvoiceLine[];
  /**
   * The GST contained in the total, when the caller must state a figure split elsewhere (a progressive
   * stage repeats the quotation's schedule). Omitted: 9/109 of the total, to the cent.
   */
  gstCents?: number;
  /** How to pay, printed under the totals. */
  paymentInstructions: string[];
  /** Unpaid, Paid, Approved, Declined: printed when given. */
  status?: string;
}

export interface ReceiptDocument {
  issuer: DocumentIssuer;
  /** As printed: RA-2026-000007 (from nextDocumentNumber(tx, 'receipt')). */
  number: string;
  issueDate: Date;
  receivedFrom: DocumentRecipient;
  projectName: string;
  /** The invoice the payment settles. */
  invoiceNumber: string;
  paymentMethod: string;
  transactionNo: string;
  paidDate: Date;
  lines: InvoiceLine[];
  gstCents?: number;
}
