import type { AuthzRow } from '../../test/authz/authz-table.js';

/** Public content pages (issue 15 authorization table). */
export const pagesAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/pages',
    request: () => ({ url: '/api/v1/pages?kind=article' }),
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
  {
    route: 'GET /api/v1/pages/:kind/:slug',
    request: () => ({ url: '/api/v1/pages/article/no-such-page' }),
    expect: {
      visitor: 404,
      client: 404,
      otherClient: 404,
      merchant: 404,
      otherMerchant: 404,
      projectManager: 404,
      admin: 404,
    },
  },
];
