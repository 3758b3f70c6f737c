import {
  backOfficeMessages as m,
  resolveAdminPermissions,
  type AdminGroup,
  type AdminMember,
  type SaveAdminGroup,
} from '@reno/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { adminProfiles, users } from '../../db/schema/accounts.js';
import { adminGroupMembers, adminGroups } from '../../db/schema/back-office.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { forgetUserSessions } from '../auth/session-cache.js';

type GroupRow = typeof adminGroups.$inferSelect;

const groupView = (row: GroupRow, members: number): AdminGroup => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  permissions: resolveAdminPermissions([], [row.permissions]).filter(
    (flag): flag is AdminGroup['permissions'][number] => flag !== 'all',
  ),
  member_count: members,
  created_at: row.createdAt.toISOString(),
});

export async function listAdminGroups(db: Db): Promise<AdminGroup[]> {
  const rows = await db
    .select({ group: adminGroups, members: count(adminGroupMembers.userId) })
    .from(adminGroups)
    .leftJoin(adminGroupMembers, eq(adminGroupMembers.groupId, adminGroups.id))
    .groupBy(adminGroups.id)
    .orderBy(asc(adminGroups.name));
  return rows.map((r) => groupView(r.group, Number(r.members)));
}

/** The members' sessions carry the old flags for a few seconds in this process: forget them. */
async function forgetMembers(db: DbOrTx, groupId: string) {
  const members = await db
    .select({ userId: adminGroupMembers.userId })
    .from(adminGroupMembers)
    .where(eq(adminGroupMembers.groupId, groupId));
  return () => members.forEach((row) => forgetUserSessions(row.userId));
}

const refuseTakenName = (error: unknown): never => {
  if (uniqueViolation(error)) throw new AppError('CONFLICT', m.groupNameTaken);
  throw error;
};

export async function createAdminGroup(db: Db, input: SaveAdminGroup): Promise<AdminGroup> {
  const [row] = await db
    .insert(adminGroups)
    .values({ name: input.name, description: input.description ?? null, permissions: input.permissions })
    .returning()
    .catch(refuseTakenName);
  return groupView(row!, 0);
}

export async function updateAdminGroup(db: Db, id: string, input: SaveAdminGroup): Promise<AdminGroup> {
  const [row] = await db
    .update(adminGroups)
    .set({ name: input.name, description: input.description ?? null, permissions: input.permissions })
    .where(eq(adminGroups.id, id))
    .returning()
    .catch(refuseTakenName);
  if (!row) throw new AppError('NOT_FOUND');
  const forget = await forgetMembers(db, id);
  forget();
  const [members] = await db
    .select({ n: count() })
    .from(adminGroupMembers)
    .where(eq(adminGroupMembers.groupId, id));
  return groupView(row, Number(members?.n ?? 0));
}

export async function deleteAdminGroup(db: Db, id: string) {
  const forget = await forgetMembers(db, id);
  const [row] = await db.delete(adminGroups).where(eq(adminGroups.id, id)).returning({ id: adminGroups.id });
  if (!row) throw new AppError('NOT_FOUND');
  forget();
  return { deleted: true as const };
}

export async function listAdminMembers(db: DbOrTx, only?: string): Promise<AdminMember[]> {
  const admins = await db
    .select({ user: users, direct: adminProfiles.permissions })
    .from(users)
    .leftJoin(adminProfiles, eq(adminProfiles.userId, users.id))
    .where(only ? and(eq(users.role, 'admin'), eq(users.id, only)) : eq(users.role, 'admin'))
    .orderBy(asc(users.email));
  if (admins.length === 0) return [];
  const memberships = await db
    .select({
      userId: adminGroupMembers.userId,
      groupId: adminGroups.id,
      permissions: adminGroups.permissions,
    })
    .from(adminGroupMembers)
    .innerJoin(adminGroups, eq(adminGroups.id, adminGroupMembers.groupId))
    .where(
      inArray(
        adminGroupMembers.userId,
        admins.map((a) => a.user.id),
      ),
    );
  return admins.map(({ user, direct }) => {
    const own = memberships.filter((row) => row.userId === user.id);
    return {
      _id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      is_active: user.isActive,
      group_ids: own.map((row) => row.groupId),
      direct_permissions: direct ?? [],
      permissions: resolveAdminPermissions(
        direct ?? [],
        own.map((row) => row.permissions),
      ),
    };
  });
}

/**
 * Replaces an admin's groups in one transaction. An admin may not change its own groups: it could
 * neither lock itself out of this page nor grant itself more than another admin gave it.
 */
export async function setAdminGroups(
  db: Db,
  actorId: string,
  adminId: string,
  groupIds: readonly string[],
): Promise<AdminMember> {
  if (actorId === adminId) throw new AppError('BAD_REQUEST', m.ownGroups);
  const wanted = [...new Set(groupIds)];
  const member = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, adminId), eq(users.role, 'admin')))
      .for('update');
    if (!target) throw new AppError('NOT_FOUND');
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: adminGroups.id })
        .from(adminGroups)
        .where(inArray(adminGroups.id, wanted));
      if (found.length !== wanted.length) throw new AppError('NOT_FOUND');
    }
    await tx.delete(adminGroupMembers).where(eq(adminGroupMembers.userId, adminId));
    if (wanted.length > 0)
      await tx.insert(adminGroupMembers).values(wanted.map((groupId) => ({ groupId, userId: adminId })));
    const [view] = await listAdminMembers(tx, adminId);
    return view!;
  });
  forgetUserSessions(adminId);
  return member;
}
