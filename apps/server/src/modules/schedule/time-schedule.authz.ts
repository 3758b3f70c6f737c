import type { AuthzRow } from '../../test/authz/authz-table.js';

/** The project's time schedule: its client and the admins (issue 15 authorization table). */
export const timeScheduleAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/projects/:id/time-schedule',
    request: (w) => ({ url: `/api/v1/projects/${w.paid.id}/time-schedule` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 200,
    },
  },
];
