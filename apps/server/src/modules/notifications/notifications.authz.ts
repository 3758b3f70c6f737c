import type { AuthzRow } from '../../test/authz/authz-table.js';

/**
 * The bell (issue 12 item 7): every signed-in role has its own notifications (admins share the to_admin
 * ones). The world's notification is the client's: anyone else marking it read gets 404, as if missing.
 */
export const notificationsAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/notifications',
    request: () => ({ url: '/api/v1/notifications' }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
  },
  {
    route: 'GET /api/v1/notifications/unread-count',
    request: () => ({ url: '/api/v1/notifications/unread-count' }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
  },
  {
    route: 'POST /api/v1/notifications/:id/read',
    request: (w) => ({ url: `/api/v1/notifications/${w.clientNotificationId}/read` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 404,
      otherMerchant: 404,
      projectManager: 404,
      admin: 404,
    },
    why: 'A notification is its receiver\u2019s; the admins read only the ones sent to the admins.',
  },
  {
    route: 'POST /api/v1/notifications/read-all',
    request: () => ({ url: '/api/v1/notifications/read-all' }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
    why: 'Marks only the caller\u2019s own notifications.',
  },
];
