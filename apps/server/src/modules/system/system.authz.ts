import type { AuthzRow } from '../../test/authz/authz-table.js';

export const systemAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/health',
    request: () => ({ url: '/api/v1/health' }),
    expect: {
      visitor: 200,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
  },
];
