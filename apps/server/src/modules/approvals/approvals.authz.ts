import type { AuthzRow, Expected } from '../../test/authz/authz-table.js';

/** The project's client only: another client's item answers like a missing one. */
const theClient: Expected = {
  visitor: 401,
  client: 200,
  otherClient: 404,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 403,
};
/** The item's merchant only. */
const theMerchant: Expected = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 200,
  otherMerchant: 404,
  projectManager: 403,
  admin: 403,
};
/** Any merchant, about itself. */
const merchants: Expected = { ...theMerchant, otherMerchant: 200 };
/** The admin with the route's permission flag (the world's admin has them all). */
const admin: Expected = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 200,
};

/** Issue 14: completion, approval, hold, payouts and the escrow ledger. */
export const approvalsAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/projects/:id/approvals',
    request: (w) => ({ url: `/api/v1/projects/${w.paid.id}/approvals?tab=pending` }),
    expect: { ...theClient, admin: 200 },
    why: 'The admin reads any project; merchants and project managers see completions on their own pages.',
  },
  {
    route: 'POST /api/v1/approvals/:id/approve',
    request: async (w) => ({
      url: `/api/v1/approvals/${(await w.approvals.completedItem()).itemId}/approve`,
      payload: { agree: true },
    }),
    expect: theClient,
  },
  {
    route: 'POST /api/v1/approvals/:id/hold',
    request: async (w) => ({
      url: `/api/v1/approvals/${(await w.approvals.completedItem()).itemId}/hold`,
      payload: { issue_type: 'Merchant MIA', client_remarks: 'No one came', disagree: true },
    }),
    expect: theClient,
  },
  {
    route: 'POST /api/v1/projects/:id/merchant-reviews',
    request: async (w) => ({
      url: `/api/v1/projects/${(await w.approvals.completedItem('released')).projectId}/merchant-reviews`,
      payload: { merchant_id: w.actors.merchant.userId, rating: 4, comment: 'Good' },
    }),
    expect: theClient,
  },
  {
    route: 'GET /api/v1/merchant/projects/:id/completions',
    request: (w) => ({ url: `/api/v1/merchant/projects/${w.paid.id}/completions` }),
    expect: theMerchant,
  },
  {
    route: 'POST /api/v1/merchant/services/:serviceId/complete',
    request: async (w, role) => ({
      url: `/api/v1/merchant/services/${role === 'merchant' ? (await w.freshPaid({ merchant: 'accepted' })).serviceIds[0] : w.paid.serviceIds[0]}/complete`,
      payload: {
        note: 'Done',
        photo_file_ids: [await w.upload(role === 'visitor' ? 'client' : role, 'general')],
      },
    }),
    expect: theMerchant,
    why: "Other callers name the world's merchant's service; the other merchant's own photo does not make it theirs.",
  },
  {
    route: 'POST /api/v1/merchant/variation-orders/:orderId/complete',
    request: async (w, role) => ({
      url: `/api/v1/merchant/variation-orders/${await w.variationOrder('approved')}/complete`,
      payload: {
        note: 'Socket added',
        photo_file_ids: [await w.upload(role === 'visitor' ? 'client' : role, 'general')],
      },
    }),
    expect: theMerchant,
    why: "An approved variation order of the world's merchant; only that merchant completes it.",
  },
  {
    route: 'GET /api/v1/merchant/earnings',
    request: () => ({ url: '/api/v1/merchant/earnings' }),
    expect: merchants,
  },
  {
    route: 'GET /api/v1/admin/holds',
    request: () => ({ url: '/api/v1/admin/holds' }),
    expect: admin,
  },
  {
    route: 'POST /api/v1/admin/approvals/:id/resolve',
    request: async (w, role) => ({
      url: `/api/v1/admin/approvals/${role === 'admin' ? (await w.approvals.completedItem('held')).itemId : 'none'}/resolve`,
      payload: { outcome: 'rework', note: 'Merchant will fix it' },
    }),
    expect: admin,
  },
  {
    route: 'GET /api/v1/admin/payouts',
    request: () => ({ url: '/api/v1/admin/payouts' }),
    expect: admin,
  },
  {
    route: 'POST /api/v1/admin/payouts',
    request: async (w, role) => ({
      url: '/api/v1/admin/payouts',
      payload: await w.approvals.payoutBody(role),
    }),
    expect: admin,
  },
  {
    route: 'PUT /api/v1/admin/merchants/:id/service-fee',
    request: (w) => ({
      url: `/api/v1/admin/merchants/${w.actors.merchant.userId}/service-fee`,
      payload: { fee_bps: 1000 },
    }),
    expect: admin,
  },
  {
    route: 'GET /api/v1/admin/escrow',
    request: () => ({ url: '/api/v1/admin/escrow' }),
    expect: admin,
  },
  {
    route: 'GET /api/v1/admin/escrow/projects/:id',
    request: (w) => ({ url: `/api/v1/admin/escrow/projects/${w.paid.id}` }),
    expect: admin,
  },
];
