import { body } from './projects.test-helpers.js';
import type { AuthzRow } from '../../test/authz/authz-table.js';

const { creation_key: _unused, ...saveBody } = body(18);

/**
 * Design Now and the client project area (issue 15 authorization table). Every project route is the
 * client's own: another client gets 404 (as if it did not exist), other roles 403.
 */
export const projectsAuthz: AuthzRow[] = [
  {
    route: 'POST /api/v1/design-now/projects',
    request: () => ({ url: '/api/v1/design-now/projects', payload: body(18) }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'PUT /api/v1/design-now/projects/:id',
    request: async (w, role) => ({
      url: `/api/v1/design-now/projects/${role === 'client' ? (await w.freshQuoted()).id : w.quoted.id}`,
      payload: saveBody,
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
    route: 'GET /api/v1/design-now/projects/:id',
    request: (w) => ({ url: `/api/v1/design-now/projects/${w.quoted.id}` }),
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
    route: 'GET /api/v1/design-now/projects/:id/floorplan',
    request: (w) => ({ url: `/api/v1/design-now/projects/${w.quoted.id}/floorplan` }),
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
    route: 'GET /api/v1/design-now/active',
    request: () => ({ url: '/api/v1/design-now/active' }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'GET /api/v1/projects/drafts',
    request: () => ({ url: '/api/v1/projects/drafts' }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'DELETE /api/v1/projects/:id',
    request: async (w, role) => ({
      url: `/api/v1/projects/${role === 'client' ? (await w.freshQuoted()).id : w.quoted.id}`,
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
    route: 'GET /api/v1/projects/:id/quotation',
    request: (w) => ({ url: `/api/v1/projects/${w.quoted.id}/quotation` }),
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
    route: 'GET /api/v1/projects/:id/information',
    request: (w) => ({ url: `/api/v1/projects/${w.quoted.id}/information` }),
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
    route: 'PUT /api/v1/projects/:id/renovation-location',
    request: (w) => ({
      url: `/api/v1/projects/${w.quoted.id}/renovation-location`,
      payload: { renovation_address: '1 Authz Road', renovation_postal_code: '123456' },
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
    route: 'GET /api/v1/projects/:id/quotation/details',
    request: (w) => ({ url: `/api/v1/projects/${w.quoted.id}/quotation/details` }),
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
    route: 'PATCH /api/v1/projects/:id/quotation/items/:itemId',
    request: async (w, role) => {
      const p = role === 'client' ? await w.freshQuoted() : w.quoted;
      return {
        url: `/api/v1/projects/${p.id}/quotation/items/${p.itemId}`,
        payload: { quantity_hundredths: 100_000 },
      };
    },
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
    route: 'DELETE /api/v1/projects/:id/quotation/items/:itemId',
    request: async (w, role) => {
      const p = role === 'client' ? await w.freshQuoted() : w.quoted;
      return { url: `/api/v1/projects/${p.id}/quotation/items/${p.itemId}` };
    },
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
    route: 'GET /api/v1/projects/:id/quotation/pdf',
    request: (w) => ({ url: `/api/v1/projects/${w.quoted.id}/quotation/pdf` }),
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
    route: 'POST /api/v1/projects/:id/quotation/email',
    request: (w) => ({
      url: `/api/v1/projects/${w.quoted.id}/quotation/email`,
      payload: { email: 'friend@authz.test.sg', message: 'Have a look' },
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
    route: 'GET /api/v1/client-projects',
    request: () => ({ url: '/api/v1/client-projects' }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 403,
    },
  },
];
