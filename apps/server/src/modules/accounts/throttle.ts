import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authThrottles } from '../../db/schema/accounts.js';

/**
 * Lets `key` pass at most once per `intervalMs`. One conditional upsert: two requests at once cannot
 * both pass, and inside the caller's transaction a failed change does not use up the window.
 */
export async function passThrottle(tx: DbOrTx, key: string, intervalMs: number): Promise<boolean> {
  const now = new Date();
  const rows = await tx
    .insert(authThrottles)
    .values({ key, lastAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: { lastAt: now },
      setWhere: sql`${authThrottles.lastAt} <= ${new Date(now.getTime() - intervalMs)}`,
    })
    .returning({ key: authThrottles.key });
  return rows.length > 0;
}
