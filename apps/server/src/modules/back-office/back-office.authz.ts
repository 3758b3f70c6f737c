import { randomUUID } from 'node:crypto';
import { PAYMENTS_ONLY_PERMISSIONS } from '@reno/domain';
import type { AuthzRow, Expected } from '../../test/authz/authz-table.js';

/** Only an admin with the route's flag: the limited admin's 403 is derived (authz-table.ts). */
const ADMIN_ONLY: Expected = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 200,
};

/** Issue 18: the back office's routes. */
export const backOfficeAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/admin/overview',
    request: () => ({ url: '/api/v1/admin/overview' }),
    expect: ADMIN_ONLY,
  },
  { route: 'GET /api/v1/admin/groups', request: () => ({ url: '/api/v1/admin/groups' }), expect: ADMIN_ONLY },
  {
    route: 'POST /api/v1/admin/groups',
    request: () => ({
      url: '/api/v1/admin/groups',
      payload: { name: `Authz ${randomUUID()}`, permissions: ['support'] },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'PUT /api/v1/admin/groups/:id',
    // The admin saves the limited admin's group as it is, so the limited admin keeps its one flag.
    request: (w) => ({
      url: `/api/v1/admin/groups/${w.adminGroupId}`,
      payload: { name: 'Authz payments', permissions: [...PAYMENTS_ONLY_PERMISSIONS] },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/v1/admin/groups/:id',
    request: async (w, role) => ({
      url: `/api/v1/admin/groups/${role === 'admin' ? await w.freshAdminGroup() : w.adminGroupId}`,
    }),
    expect: ADMIN_ONLY,
  },
  { route: 'GET /api/v1/admin/admins', request: () => ({ url: '/api/v1/admin/admins' }), expect: ADMIN_ONLY },
  {
    route: 'PUT /api/v1/admin/admins/:id/groups',
    request: (w) => ({
      url: `/api/v1/admin/admins/${w.actors.limitedAdmin.userId}/groups`,
      payload: { group_ids: [w.adminGroupId] },
    }),
    expect: ADMIN_ONLY,
    why: 'The admin gives the limited admin the group it has; the limited admin may not change its own.',
  },
  {
    route: 'GET /api/v1/admin/clients',
    request: () => ({ url: '/api/v1/admin/clients?searchBy=email&search=authz' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/v1/admin/clients/:id',
    request: (w) => ({ url: `/api/v1/admin/clients/${w.actors.client.userId}` }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/v1/admin/clients/:id/deactivate',
    request: async (w) => ({ url: `/api/v1/admin/clients/${await w.freshClient()}/deactivate` }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/v1/admin/clients/:id/activate',
    request: (w) => ({ url: `/api/v1/admin/clients/${w.actors.client.userId}/activate` }),
    expect: ADMIN_ONLY,
    why: 'Activating an active client changes nothing: the row checks who may ask.',
  },
  {
    route: 'POST /api/v1/admin/clients/:id/resend-verification',
    request: (w) => ({ url: `/api/v1/admin/clients/${w.actors.client.userId}/resend-verification` }),
    expect: { ...ADMIN_ONLY, admin: 409 },
    why: "The world's client has verified its e-mail: the admin is told so, nothing is sent.",
  },
  {
    route: 'GET /api/v1/admin/users/admins',
    request: () => ({ url: '/api/v1/admin/users/admins?sortBy=email&sort=asc' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/v1/admin/announcements',
    request: () => ({ url: '/api/v1/admin/announcements' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/v1/admin/announcements',
    // Ended yesterday: it reaches nobody, so the rows after this one are not changed by it.
    request: () => ({
      url: '/api/v1/admin/announcements',
      payload: {
        title: 'Authz',
        body: 'Not shown',
        audience: 'all',
        starts_on: '2020-01-01',
        ends_on: '2020-01-02',
      },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/v1/admin/announcements/:id',
    request: async (w, role) => ({
      url: `/api/v1/admin/announcements/${role === 'admin' ? await w.freshAnnouncement() : 'none'}`,
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/v1/announcements/deliver',
    request: () => ({ url: '/api/v1/announcements/deliver' }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
    why: 'Every signed-in user asks for its own; an admin is in no audience and gets none.',
  },
];
