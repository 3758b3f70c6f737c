import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { outboxMessages } from '../../../db/schema/outbox.js';

/** Issue 18 Overview: e-mails and SMS that failed for good and wait for an admin's retry. */
export async function countFailedOutboxMessages(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'failed'));
  return Number(row?.n ?? 0);
}
