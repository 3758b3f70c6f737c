import type { AuthzRow, Expected } from '../../test/authz/authz-table.js';

/** The project's client only; the other client's ask is for a project that is not theirs (404). */
const projectClient: Expected = {
  visitor: 401,
  client: 200,
  otherClient: 404,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 403,
};
/** The merchant holding the order's service; another merchant's ask answers as missing. */
const orderMerchant: Expected = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 200,
  otherMerchant: 404,
  projectManager: 403,
  admin: 403,
};
const line = { area: 'Kitchen', items: 'Socket', quantity: 1, description_of_work: 'Add a socket' };
const orderUrl = (projectId: string, orderId: string, tail = '') =>
  `/api/v1/projects/${projectId}/variation-orders/${orderId}${tail}`;

/** Issue 13: variation orders (client requests, merchant add-ons, decisions, payment, invoice). */
export const variationOrdersAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/projects/:id/variation-orders',
    request: (w) => ({ url: `/api/v1/projects/${w.paid.id}/variation-orders` }),
    expect: projectClient,
  },
  {
    route: 'POST /api/v1/projects/:id/variation-orders',
    request: (w) => ({
      url: `/api/v1/projects/${w.paid.id}/variation-orders`,
      payload: { project_service_id: w.paid.serviceIds[0], lines: [line] },
    }),
    expect: projectClient,
  },
  {
    route: 'PUT /api/v1/projects/:id/variation-orders/:orderId',
    request: async (w) => ({
      url: orderUrl(w.paid.id, await w.variationOrder('pending')),
      payload: { project_service_id: w.paid.serviceIds[0], lines: [line, line] },
    }),
    expect: projectClient,
  },
  {
    route: 'DELETE /api/v1/projects/:id/variation-orders/:orderId',
    request: async (w) => ({ url: orderUrl(w.paid.id, await w.variationOrder('pending')) }),
    expect: projectClient,
  },
  {
    route: 'POST /api/v1/projects/:id/variation-orders/:orderId/accept',
    request: async (w) => ({
      url: orderUrl(w.paid.id, await w.variationOrder('priced'), '/accept'),
      // The world's order: 2 × $45.00.
      payload: { amount_cents: 90_00 },
    }),
    expect: projectClient,
  },
  {
    route: 'POST /api/v1/projects/:id/variation-orders/:orderId/reject',
    request: async (w) => ({ url: orderUrl(w.paid.id, await w.variationOrder('priced'), '/reject') }),
    expect: projectClient,
  },
  {
    route: 'POST /api/v1/projects/:id/variation-orders/:orderId/decline',
    request: async (w) => ({ url: orderUrl(w.paid.id, await w.variationOrder('priced'), '/decline') }),
    expect: projectClient,
  },
  {
    route: 'GET /api/v1/projects/:id/variation-orders/:orderId/paynow',
    request: async (w) => ({ url: orderUrl(w.paid.id, await w.variationOrder('accepted'), '/paynow') }),
    expect: projectClient,
  },
  {
    route: 'POST /api/v1/projects/:id/variation-orders/:orderId/receipts',
    request: async (w) => ({
      url: orderUrl(w.paid.id, await w.variationOrder('accepted'), '/receipts'),
      payload: { transactionNo: 'VO-AUTHZ', receiptFileId: await w.receiptFile() },
    }),
    expect: projectClient,
  },
  {
    route: 'GET /api/v1/variation-orders/:orderId/invoice.pdf',
    request: async (w) => ({
      url: `/api/v1/variation-orders/${await w.variationOrder('accepted')}/invoice.pdf`,
    }),
    expect: { ...projectClient, merchant: 200, otherMerchant: 404, admin: 200 },
    why: "The invoice is the client's, the order's merchant's (its transactions list) and the admins'.",
  },
  {
    route: 'GET /api/v1/merchant/projects/:id/variation-orders',
    request: (w) => ({ url: `/api/v1/merchant/projects/${w.paid.id}/variation-orders` }),
    expect: orderMerchant,
  },
  {
    route: 'POST /api/v1/merchant/projects/:id/variation-orders',
    request: (w) => ({
      url: `/api/v1/merchant/projects/${w.paid.id}/variation-orders`,
      payload: { project_service_id: w.paid.serviceIds[0], lines: [{ ...line, price_cents: 10_00 }] },
    }),
    expect: orderMerchant,
  },
  {
    route: 'POST /api/v1/merchant/variation-orders/:orderId/price',
    request: async (w) => ({
      url: `/api/v1/merchant/variation-orders/${await w.variationOrder('pending')}/price`,
      payload: { lines: [{ price_cents: 12_00 }] },
    }),
    expect: orderMerchant,
  },
  {
    route: 'POST /api/v1/merchant/variation-orders/:orderId/decline',
    request: async (w) => ({
      url: `/api/v1/merchant/variation-orders/${await w.variationOrder('pending')}/decline`,
      payload: { reason: 'Not feasible' },
    }),
    expect: orderMerchant,
  },
];
