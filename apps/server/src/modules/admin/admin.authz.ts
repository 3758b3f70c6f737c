import type { AuthzRow } from '../../test/authz/authz-table.js';

/** The admin Outbox page (issue 15 authorization table); the world's admin has the outbox permission. */
export const adminAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/admin/outbox',
    request: () => ({ url: '/api/v1/admin/outbox?channel=email' }),
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
    route: 'POST /api/v1/admin/outbox/:id/retry',
    request: (w) => ({ url: `/api/v1/admin/outbox/${w.outboxId}/retry` }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 409,
    },
    why: 'Only the admin reaches the message; it was not failed, so it is not sent again.',
  },
  {
    route: 'GET /api/v1/admin/sms-usage',
    request: () => ({ url: '/api/v1/admin/sms-usage?days=7' }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 200,
    },
    why: 'SMS sent per day is read with the outbox permission.',
  },
];
