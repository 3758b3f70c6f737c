import {
  ANNOUNCEMENT_ACTION,
  audiencesOf,
  singaporeToday,
  type AnnouncementView,
  type SaveAnnouncement,
  type SessionUser,
} from '@reno/domain';
import { and, desc, eq, gte, inArray, lte, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcementDeliveries, announcements } from '../../db/schema/back-office.js';
import { AppError } from '../../platform/errors.js';
import { notifyMerchant, notifyUser } from '../notifications/notifications.service.js';

const view = (row: typeof announcements.$inferSelect): AnnouncementView => ({
  _id: row.id,
  title: row.title,
  body: row.body,
  audience: row.audience,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  created_at: row.createdAt.toISOString(),
});

export async function listAnnouncements(db: Db): Promise<AnnouncementView[]> {
  const rows = await db.select().from(announcements).orderBy(desc(announcements.createdAt)).limit(200);
  return rows.map(view);
}

export async function createAnnouncement(db: Db, adminId: string, input: SaveAnnouncement) {
  const [row] = await db
    .insert(announcements)
    .values({
      title: input.title,
      body: input.body,
      audience: input.audience,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      createdBy: adminId,
    })
    .returning();
  return view(row!);
}

export async function deleteAnnouncement(db: Db, id: string) {
  const [row] = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (!row) throw new AppError('NOT_FOUND');
  return { deleted: true as const };
}

/**
 * The live announcements this reader has not been shown yet, marked shown and added to its notifications
 * in one transaction. The delivery row's primary key makes it once: two tabs asking together insert it
 * once, and only the tab whose insert wins gets the banner and writes the notification.
 */
export async function deliverAnnouncements(db: Db, viewer: SessionUser): Promise<AnnouncementView[]> {
  const audiences = audiencesOf(viewer.role);
  if (audiences.length === 0) return [];
  const today = singaporeToday();
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(announcements)
      .where(
        and(
          inArray(announcements.audience, audiences),
          lte(announcements.startsOn, today),
          gte(announcements.endsOn, today),
          notExists(
            tx
              .select({ id: announcementDeliveries.announcementId })
              .from(announcementDeliveries)
              .where(
                and(
                  eq(announcementDeliveries.announcementId, announcements.id),
                  eq(announcementDeliveries.userId, viewer._id),
                ),
              ),
          ),
        ),
      )
      .orderBy(announcements.createdAt);
    if (due.length === 0) return [];
    const won = await tx
      .insert(announcementDeliveries)
      .values(due.map((a) => ({ announcementId: a.id, userId: viewer._id })))
      .onConflictDoNothing()
      .returning({ id: announcementDeliveries.announcementId });
    const delivered = due.filter((a) => won.some((w) => w.id === a.id));
    for (const a of delivered) {
      const notice = { action: ANNOUNCEMENT_ACTION, content: `${a.title}: ${a.body}` };
      if (viewer.role === 'merchant') await notifyMerchant(tx, viewer._id, notice);
      else await notifyUser(tx, viewer._id, notice);
    }
    return delivered.map(view);
  });
}
