import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityLog } from '../../db/schema/logs.js';

/** Spec "User activity log: user_id, role, action, api", written for POST /api/v1/activity. */
export async function recordActivity(
  db: Db,
  entry: { userId: string; role: string; action: string; api?: string | undefined },
) {
  await db
    .insert(activityLog)
    .values({ userId: entry.userId, role: entry.role, action: entry.action, api: entry.api ?? null });
}

/** Issue 18: a user's activity log, newest first, for the admin's client page. */
export async function activityOf(db: Db, userId: string, limit: number) {
  const rows = await db
    .select()
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    action: r.action,
    api: r.api,
    created_at: r.createdAt.toISOString(),
  }));
}
