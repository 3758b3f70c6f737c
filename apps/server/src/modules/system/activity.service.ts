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
