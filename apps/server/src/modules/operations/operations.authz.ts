import { randomBytes } from 'node:crypto';
import { PROJECT_DESK_PERMISSION } from '@reno/domain';
import type { AuthzRole, AuthzRow, AuthzWorld } from '../../test/authz/authz-table.js';
import { body } from '../projects/projects.test-helpers.js';

/** Who may attach a file uploads their own; a refused caller sends the merchant's (it never gets that far). */
const ATTACHERS: AuthzRole[] = ['merchant', 'otherMerchant', 'projectManager', 'admin'];
const attachable = async (w: AuthzWorld, role: AuthzRole) =>
  w.upload(ATTACHERS.includes(role) ? role : 'merchant', 'special_specification');

const schedule = (serviceId: string) => ({
  time_schedule: { meeting_1: '2026-12-07', meeting_2: '2027-01-11', meeting_3: null },
  services_schedule: [{ project_service_id: serviceId, date: '2026-12-09', type: 'works', stage: 0 }],
});

/**
 * Project operations (issue 12) in the authorization table. The world's paid project: its client owns it,
 * the world's merchant holds (accepted) its first service, the world's project manager is assigned to it.
 * A merchant or project manager not on the project, or another client, gets 404 as for a missing one;
 * a role the route is not for gets 403. A cell that changes state gets a fresh project of its own.
 */
/** The admin with the support permission (the world's admin has it). */
const supportAdmin = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 200,
} as const;

export const operationsAuthz: AuthzRow[] = [
  // Admin project desk.
  {
    route: 'GET /api/v1/admin/projects',
    request: () => ({ url: '/api/v1/admin/projects?rowsPerPage=50' }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 200,
    },
    why: 'The project manager has its own list, /pm/projects, with its assigned projects only.',
  },
  {
    route: 'GET /api/v1/admin/projects/:id',
    request: (w) => ({ url: `/api/v1/admin/projects/${w.paid.id}` }),
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
    route: 'POST /api/v1/admin/projects/:id/services/:serviceId/assign',
    request: async (w, role) => {
      const p =
        role === 'admin' ? await w.freshPaid() : { id: w.paid.id, serviceIds: w.paid.serviceIds.slice(1) };
      return {
        url: `/api/v1/admin/projects/${p.id}/services/${p.serviceIds[0]}/assign`,
        payload: { merchant_id: w.actors.otherMerchant.userId },
      };
    },
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 200,
    },
    why: 'Refused callers ask for the paid project\u2019s service that has no merchant; the admin staffs a fresh one.',
  },
  {
    route: 'POST /api/v1/admin/projects/:id/services/:serviceId/unassign',
    request: async (w, role) => {
      const p = role === 'admin' ? await w.freshPaid({ merchant: 'assigned' }) : w.paid;
      return { url: `/api/v1/admin/projects/${p.id}/services/${p.serviceIds[0]}/unassign` };
    },
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 403,
      admin: 200,
    },
    why: 'Even the merchant holding the service cannot take itself off it: it declines instead.',
  },
  {
    route: 'PUT /api/v1/admin/projects/:id/project-manager',
    request: async (w, role) => ({
      url: `/api/v1/admin/projects/${role === 'admin' ? (await w.freshPaid()).id : w.paid.id}/project-manager`,
      payload: { project_manager_id: w.actors.projectManager.userId },
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
    route: 'GET /api/v1/admin/project-managers',
    request: () => ({ url: '/api/v1/admin/project-managers' }),
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
    route: 'GET /api/v1/admin/support-requests',
    request: () => ({ url: '/api/v1/admin/support-requests?rowsPerPage=50' }),
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

  // Schedule and files, shared by everyone on the project.
  {
    route: 'GET /api/v1/projects/:id/schedule',
    request: (w) => ({ url: `/api/v1/projects/${w.paid.id}/schedule` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 200,
      otherMerchant: 404,
      projectManager: 200,
      admin: 200,
    },
  },
  {
    route: 'PUT /api/v1/projects/:id/schedule',
    request: async (w, role) => {
      const p =
        role === 'admin' || role === 'projectManager'
          ? await w.freshPaid({ merchant: 'accepted', pm: true })
          : w.paid;
      return { url: `/api/v1/projects/${p.id}/schedule`, payload: schedule(p.serviceIds[0]!) };
    },
    permission: PROJECT_DESK_PERMISSION,
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 200,
      admin: 200,
    },
    why: 'The admin and the assigned project manager set it; the client and the merchants read it.',
  },
  {
    route: 'GET /api/v1/projects/:id/files',
    request: (w) => ({ url: `/api/v1/projects/${w.paid.id}/files` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 200,
      otherMerchant: 404,
      projectManager: 200,
      admin: 200,
    },
  },
  {
    route: 'POST /api/v1/projects/:id/files',
    request: async (w, role) => ({
      url: `/api/v1/projects/${w.paid.id}/files`,
      payload: { file_id: await attachable(w, role), kind: 'special_specification', area: 'Bathroom' },
    }),
    permission: PROJECT_DESK_PERMISSION,
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 404,
      projectManager: 200,
      admin: 200,
    },
    why: 'Each attacher sends a file it uploaded; the client reads the project\u2019s files but does not attach.',
  },
  {
    route: 'DELETE /api/v1/projects/:id/files/:projectFileId',
    request: async (w, role) => ({
      url: `/api/v1/projects/${w.paid.id}/files/${
        role === 'merchant' || role === 'admin' ? await w.freshMerchantFile() : w.merchantFile
      }`,
    }),
    permission: PROJECT_DESK_PERMISSION,
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 404,
      projectManager: 404,
      admin: 200,
    },
    why: 'The merchant\u2019s file: removed by the merchant that attached it or an admin; the project manager on the project did not attach it.',
  },

  // The client's side.
  {
    route: 'GET /api/v1/projects/:id/merchants',
    request: (w) => ({ url: `/api/v1/projects/${w.paid.id}/merchants` }),
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
  {
    route: 'GET /api/v1/projects/:id/special-specifications',
    request: (w) => ({ url: `/api/v1/projects/${w.paid.id}/special-specifications` }),
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

  // Merchant portal.
  {
    route: 'GET /api/v1/merchant/projects',
    request: () => ({ url: '/api/v1/merchant/projects?status=current' }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 403,
      admin: 403,
    },
    why: 'Each merchant lists the projects it has services on (the other merchant: none).',
  },
  {
    route: 'GET /api/v1/merchant/projects/:id',
    request: (w) => ({ url: `/api/v1/merchant/projects/${w.paid.id}` }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 404,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'POST /api/v1/merchant/services/:serviceId/accept',
    request: async (w, role) => {
      const p = role === 'merchant' ? await w.freshPaid({ merchant: 'assigned' }) : w.paid;
      return { url: `/api/v1/merchant/services/${p.serviceIds[0]}/accept` };
    },
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 404,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'POST /api/v1/merchant/services/:serviceId/decline',
    request: async (w, role) => {
      const p = role === 'merchant' ? await w.freshPaid({ merchant: 'assigned' }) : w.paid;
      return {
        url: `/api/v1/merchant/services/${p.serviceIds[0]}/decline`,
        payload: { reason: 'Fully booked that month' },
      };
    },
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 404,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'POST /api/v1/merchant/projects/:id/milestones',
    request: async (w, role) => ({
      url: `/api/v1/merchant/projects/${
        role === 'merchant' ? (await w.freshPaid({ merchant: 'accepted' })).id : w.paid.id
      }/milestones`,
      payload: { milestone: 'Deposit', date: '2026-12-01' },
    }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 404,
      projectManager: 403,
      admin: 403,
    },
  },
  {
    route: 'GET /api/v1/merchant/transactions',
    request: () => ({ url: '/api/v1/merchant/transactions?tab=all' }),
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
  {
    route: 'GET /api/v1/merchant/calendar',
    request: () => ({ url: '/api/v1/merchant/calendar?week=2026-12-09' }),
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
  {
    route: 'POST /api/v1/merchant/support',
    request: (w) => ({
      url: '/api/v1/merchant/support',
      payload: { subject: 'Site access', message: 'The lift is out of order.', project_id: w.paid.id },
    }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 200,
      otherMerchant: 404,
      projectManager: 200,
      admin: 403,
    },
    why: 'A request about a project is for someone on it: the other merchant names a project it is not on.',
  },

  // Project manager.
  {
    route: 'GET /api/v1/pm/projects',
    request: () => ({ url: '/api/v1/pm/projects?rowsPerPage=50' }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 200,
      admin: 403,
    },
    why: 'Only its assigned projects: the operations API test checks a second, unassigned project manager.',
  },
  {
    route: 'GET /api/v1/pm/projects/:id',
    request: (w) => ({ url: `/api/v1/pm/projects/${w.paid.id}` }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 200,
      admin: 403,
    },
  },
  {
    route: 'GET /api/v1/pm/clients/lookup',
    request: (w) => ({
      url: `/api/v1/pm/clients/lookup?identity=${encodeURIComponent(w.actors.client.email!)}`,
    }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 200,
      admin: 403,
    },
  },
  {
    route: 'POST /api/v1/pm/projects',
    request: (w) => ({
      url: '/api/v1/pm/projects',
      payload: {
        creation_key: `authz-${randomBytes(6).toString('hex')}`,
        client: { mode: 'existing', identity: w.actors.client.email },
        renovation_address: '1 Authz Road',
        renovation_postal_code: '123456',
        questionnaire: { property_type: 'HDB', property_room: '5 Rooms' },
        checkpoint: body(18).checkpoint,
      },
    }),
    expect: {
      visitor: 401,
      client: 403,
      otherClient: 403,
      merchant: 403,
      otherMerchant: 403,
      projectManager: 200,
      admin: 403,
    },
  },
  // Issue 18 item 6: the support inbox answers; clients ask; requesters read their own requests.
  {
    route: 'POST /api/v1/admin/support-requests/:id/reply',
    request: () => ({
      url: '/api/v1/admin/support-requests/no-such-request/reply',
      payload: { message: 'Hi' },
    }),
    expect: { ...supportAdmin, admin: 404 },
    why: 'Only the admin with the support flag gets past the guard, to find no such request.',
  },
  {
    route: 'PUT /api/v1/admin/support-requests/:id/status',
    request: () => ({
      url: '/api/v1/admin/support-requests/no-such-request/status',
      payload: { status: 'Closed' },
    }),
    expect: { ...supportAdmin, admin: 404 },
    why: 'Only the admin with the support flag gets past the guard, to find no such request.',
  },
  {
    route: 'POST /api/v1/client/support',
    request: () => ({
      url: '/api/v1/client/support',
      payload: { subject: 'Help', message: 'Please call me.' },
    }),
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
    route: 'GET /api/v1/support-requests/mine',
    request: () => ({ url: '/api/v1/support-requests/mine' }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 403,
    },
    why: 'Each requester reads its own requests; the admins read them all in the inbox.',
  },
  {
    route: 'GET /api/v1/admin/calendar',
    request: () => ({ url: '/api/v1/admin/calendar?month=2026-12' }),
    expect: supportAdmin,
    why: 'The admin calendar needs the calendar flag, which the world admin holds (as it holds support).',
  },
];
