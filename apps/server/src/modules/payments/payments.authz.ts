import { PAYMENT_REVIEW_PERMISSION } from '@reno/domain';
import type { AuthzRow } from '../../test/authz/authz-table.js';

/** Checkout, progressive payments and the admin review (issue 15 authorization table). */
export const paymentsAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/projects/:id/payments',
    request: (w) => ({ url: `/api/v1/projects/${w.quoted.id}/payments` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'GET /api/v1/projects/:id/payments/:stage/paynow',
    request: (w) => ({ url: `/api/v1/projects/${w.quoted.id}/payments/1/paynow` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'POST /api/v1/projects/:id/checkout',
    request: async (w, role) => ({
      url: `/api/v1/projects/${role === 'client' ? (await w.freshQuoted()).id : w.quoted.id}/checkout`,
      payload: { transactionNo: 'TXN-AUTHZ', amount: '$150.00', receiptFileId: await w.receiptFile() },
    }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'GET /api/v1/projects/:id/payments/:stage/invoice.pdf',
    request: (w) => ({ url: `/api/v1/projects/${w.paid.id}/payments/2/invoice.pdf` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'POST /api/v1/projects/:id/payments/:stage/receipts',
    request: async (w) => ({
      url: `/api/v1/projects/${w.paid.id}/payments/2/receipts`,
      payload: {
        transactionNo: 'TXN-AUTHZ-2',
        amount: w.paid.stageTwoDue,
        receiptFileId: await w.receiptFile(),
      },
    }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'GET /api/v1/admin/payments',
    request: () => ({ url: '/api/v1/admin/payments' }),
    permission: PAYMENT_REVIEW_PERMISSION,
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 200,
    },
  },
  {
    route: 'POST /api/v1/admin/payments/:receiptId/review',
    // The limited admin reviews a receipt of its own, so the admin still finds the world's waiting.
    request: async (w, role) => ({
      url: `/api/v1/admin/payments/${role === 'limitedAdmin' ? await w.freshReceipt() : w.receiptId}/review`,
      payload: { decision: 'approve' },
    }),
    permission: PAYMENT_REVIEW_PERMISSION,
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 200,
    },
  },
];
