import type { MarkedRead, NotificationPage, NotificationsQuery, SessionUser } from '@reno/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { AppError } from '../../platform/errors.js';

/**
 * Spec "Notification" (created_at, receiver_id, client_id, merchant_id, is_read, to_admin, action,
 * content). Written inside the caller's transaction, so a notice exists exactly when its change does.
 */
export async function notifyAdmins(
  tx: DbOrTx,
  notice: { action: string; content: string; clientId?: string; merchantId?: string; projectId?: string },
) {
  await tx.insert(notifications).values({
    toAdmin: true,
    action: notice.action,
    content: notice.content,
    clientId: notice.clientId ?? null,
    merchantId: notice.merchantId ?? null,
    projectId: notice.projectId ?? null,
  });
}

/** A notice for a client (the receiver is the client the spec's client_id names). */
export async function notifyUser(
  tx: DbOrTx,
  receiverId: string,
  notice: { action: string; content: string; projectId?: string },
) {
  await tx.insert(notifications).values({
    receiverId,
    clientId: receiverId,
    action: notice.action,
    content: notice.content,
    projectId: notice.projectId ?? null,
  });
}

/** A notice for a merchant (receiver and the spec's merchant_id). */
export async function notifyMerchant(
  tx: DbOrTx,
  merchantId: string,
  notice: { action: string; content: string; projectId?: string; clientId?: string },
) {
  await tx.insert(notifications).values({
    receiverId: merchantId,
    merchantId,
    clientId: notice.clientId ?? null,
    action: notice.action,
    content: notice.content,
    projectId: notice.projectId ?? null,
  });
}

/** A notice for a project manager (or any other staff member): receiver only. */
export async function notifyStaff(
  tx: DbOrTx,
  receiverId: string,
  notice: { action: string; content: string; projectId?: string; clientId?: string },
) {
  await tx.insert(notifications).values({
    receiverId,
    clientId: notice.clientId ?? null,
    action: notice.action,
    content: notice.content,
    projectId: notice.projectId ?? null,
  });
}

/**
 * Whose notices a viewer reads: an admin the to_admin ones (spec §6 "Admin: receives notifications
 * (to_admin true)"), shared by the admins; everyone else those addressed to them.
 */
const mine = (viewer: SessionUser): SQL =>
  viewer.role === 'admin' ? eq(notifications.toAdmin, true) : eq(notifications.receiverId, viewer._id);

const unreadCount = async (db: DbOrTx, viewer: SessionUser) => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(viewer), eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
};

export async function listNotifications(
  db: DbOrTx,
  viewer: SessionUser,
  query: NotificationsQuery,
): Promise<NotificationPage> {
  const where = and(mine(viewer), query.unread ? eq(notifications.isRead, false) : undefined);
  const [rows, totals, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.rowsPerPage)
      .offset((query.page - 1) * query.rowsPerPage),
    db.select({ n: count() }).from(notifications).where(where),
    unreadCount(db, viewer),
  ]);
  return {
    totalCount: Number(totals[0]?.n ?? 0),
    unread,
    items: rows.map((r) => ({
      _id: r.id,
      created_at: r.createdAt.toISOString(),
      action: r.action,
      content: r.content,
      is_read: r.isRead,
      to_admin: r.toAdmin,
      project_id: r.projectId,
    })),
  };
}

export const getUnreadCount = async (db: DbOrTx, viewer: SessionUser) => ({
  unread: await unreadCount(db, viewer),
});

/** Marks one notice read. Someone else's notice answers 404, as a missing one does. Repeating is harmless. */
export async function markNotificationRead(db: DbOrTx, viewer: SessionUser, id: string): Promise<MarkedRead> {
  const [owned] = await db
    .select({ id: notifications.id, isRead: notifications.isRead })
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(viewer)))
    .limit(1);
  if (!owned) throw new AppError('NOT_FOUND');
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}

export async function markAllNotificationsRead(db: DbOrTx, viewer: SessionUser): Promise<MarkedRead> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(viewer), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}
