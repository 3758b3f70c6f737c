import {
  AdminGroup,
  AdminGroupList,
  AdminMember,
  AdminMemberList,
  SaveAdminGroup,
  SetAdminGroups,
  backOfficeMessages as m,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  createAdminGroup,
  deleteAdminGroup,
  listAdminGroups,
  listAdminMembers,
  setAdminGroups,
  updateAdminGroup,
} from './admin-groups.service.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Issue 18 item 3: the Admin Group page (groups and their flags, flag admin_group) and the Admin
 * Permission page (which admin belongs to which groups, flag admin_permission).
 */
export async function adminGroupsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['back-office'];

  app.get('/admin/groups', { schema: { tags, response: envelope(AdminGroupList) } }, async (request) => {
    requireAdmin(request, 'admin_group');
    return ok(await listAdminGroups(db));
  });
  app.post(
    '/admin/groups',
    { schema: { tags, body: SaveAdminGroup, response: envelope(AdminGroup) } },
    async (request) => {
      requireAdmin(request, 'admin_group');
      return ok(await createAdminGroup(db, request.body), m.groupSaved);
    },
  );
  app.put(
    '/admin/groups/:id',
    { schema: { tags, params: IdParams, body: SaveAdminGroup, response: envelope(AdminGroup) } },
    async (request) => {
      requireAdmin(request, 'admin_group');
      return ok(await updateAdminGroup(db, request.params.id, request.body), m.groupSaved);
    },
  );
  app.delete(
    '/admin/groups/:id',
    { schema: { tags, params: IdParams, response: envelope(z.object({ deleted: z.literal(true) })) } },
    async (request) => {
      requireAdmin(request, 'admin_group');
      return ok(await deleteAdminGroup(db, request.params.id), m.groupDeleted);
    },
  );

  app.get('/admin/admins', { schema: { tags, response: envelope(AdminMemberList) } }, async (request) => {
    requireAdmin(request, 'admin_permission');
    return ok(await listAdminMembers(db));
  });
  app.put(
    '/admin/admins/:id/groups',
    { schema: { tags, params: IdParams, body: SetAdminGroups, response: envelope(AdminMember) } },
    async (request) => {
      const admin = requireAdmin(request, 'admin_permission');
      return ok(
        await setAdminGroups(db, admin._id, request.params.id, request.body.group_ids),
        m.groupsSaved,
      );
    },
  );
}
