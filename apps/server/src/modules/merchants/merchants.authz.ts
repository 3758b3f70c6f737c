import type { AuthzRow } from '../../test/authz/authz-table.js';

/**
 * Merchants (issue 12 item 1) in the authorization table: the admin (merchants permission) manages every
 * merchant; a merchant reads and edits only its own profile, so both merchants get 200 on /merchant/profile.
 */
export const merchantsAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/admin/merchants',
    request: () => ({ url: '/api/v1/admin/merchants?rowsPerPage=50' }),
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
    route: 'GET /api/v1/admin/merchants/active',
    request: () => ({ url: '/api/v1/admin/merchants/active' }),
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
    route: 'POST /api/v1/admin/merchants',
    request: (w) => ({ url: '/api/v1/admin/merchants', payload: w.merchantBody() }),
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
    route: 'GET /api/v1/admin/merchants/:id',
    request: (w) => ({ url: `/api/v1/admin/merchants/${w.actors.merchant.userId}` }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 200,
    },
    why: 'Even the merchant itself reads its record through /merchant/profile, not the admin route.',
  },
  {
    // Issue 18 item 2: the merchant's projects on its detail page (listed by the operations module).
    route: 'GET /api/v1/admin/merchants/:id/projects',
    request: (w) => ({
      url: `/api/v1/admin/merchants/${w.actors.merchant.userId}/projects?status=current`,
    }),
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
    route: 'PATCH /api/v1/admin/merchants/:id',
    request: async (w, role) => ({
      url: `/api/v1/admin/merchants/${role === 'admin' ? await w.freshMerchant() : w.actors.merchant.userId}`,
      payload: { company_description: 'Edited by the authorization table' },
    }),
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
    route: 'POST /api/v1/admin/merchants/:id/deactivate',
    request: async (w, role) => ({
      url: `/api/v1/admin/merchants/${role === 'admin' ? await w.freshMerchant() : w.actors.merchant.userId}/deactivate`,
    }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 200,
    },
    why: 'The admin deactivates a merchant of its own: the world merchant keeps its session for later rows.',
  },
  {
    route: 'POST /api/v1/admin/merchants/:id/activate',
    request: async (w, role) => ({
      url: `/api/v1/admin/merchants/${role === 'admin' ? await w.freshMerchant() : w.actors.merchant.userId}/activate`,
    }),
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
    route: 'GET /api/v1/merchant/profile',
    request: () => ({ url: '/api/v1/merchant/profile' }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 403,
      admin: 403,
    },
    why: 'Each merchant reads its own profile; there is no id to ask for another one.',
  },
  {
    route: 'PATCH /api/v1/merchant/profile',
    request: () => ({
      url: '/api/v1/merchant/profile',
      payload: { company_description: 'Our own words' },
    }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 403,
      admin: 403,
    },
  },
];
