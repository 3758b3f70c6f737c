import {
  OUTBOX_HELD_RESUME_MAX_AGE_MS,
  OUTBOX_MAX_ATTEMPTS,
  outboxRetryDelayMs,
  type OutboxChannel,
} from '@reno/domain';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/outbox.js';

export type ClaimedMessage = typeof outboxMessages.$inferSelect & { lockedUntil: Date };

/** now() + ms, computed by the database so every worker shares one clock. */
const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/** A `sending` row whose lock ran out: its worker died or stalled mid-delivery. */
const lockExpired = and(eq(outboxMessages.status, 'sending'), lt(outboxMessages.lockedUntil, sql`now()`));

/**
 * Channels without a transport: their due messages become `held` (no attempt counted) and stay readable
 * in the admin Outbox until a transport exists.
 */
export async function holdUnroutable(db: Db, channels: OutboxChannel[]): Promise<number> {
  if (channels.length === 0) return 0;
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'held', lockedUntil: null })
    .where(
      and(inArray(outboxMessages.channel, channels), or(eq(outboxMessages.status, 'pending'), lockExpired)),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/**
 * Claims up to `limit` due messages of the routable channels in one short transaction. SKIP LOCKED lets
 * concurrent workers take disjoint rows instead of queueing behind each other; once committed as
 * `sending` with a lock time, no other worker picks them until the lock runs out.
 */
export async function claimDue(
  db: Db,
  channels: OutboxChannel[],
  limit: number,
  lockMs: number,
): Promise<ClaimedMessage[]> {
  if (channels.length === 0) return [];
  const due = or(
    and(
      lte(outboxMessages.nextAttemptAt, sql`now()`),
      or(
        eq(outboxMessages.status, 'pending'),
        and(
          eq(outboxMessages.status, 'held'),
          sql`${outboxMessages.createdAt} > ${fromNow(-OUTBOX_HELD_RESUME_MAX_AGE_MS)}`,
        ),
      ),
    ),
    lockExpired,
  );
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(inArray(outboxMessages.channel, channels), due))
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // Whole milliseconds, so the lock read back into a JS Date still equals the stored one (see ownLock).
    const lockedUntil = sql`date_trunc('milliseconds', ${fromNow(lockMs)})`;
    return tx
      .update(outboxMessages)
      .set({ status: 'sending', lockedUntil })
      .where(inArray(outboxMessages.id, ids))
      .returning();
  });
  return claimed.filter((m): m is ClaimedMessage => m.lockedUntil !== null);
}

/** Only the worker whose claim still stands may record the outcome. */
const ownLock = (m: ClaimedMessage) =>
  and(
    eq(outboxMessages.id, m.id),
    eq(outboxMessages.status, 'sending'),
    eq(outboxMessages.lockedUntil, m.lockedUntil),
  );

export async function recordSent(
  db: Db,
  m: ClaimedMessage,
  partialFailure: string | undefined,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lockedUntil: null,
      ...(partialFailure ? { lastError: partialFailure } : {}),
    })
    .where(ownLock(m));
}

/** A failed attempt: back off and try again, or after the last attempt keep it as `failed`. */
export async function recordFailure(db: Db, m: ClaimedMessage, error: string): Promise<'pending' | 'failed'> {
  const attempts = m.attempts + 1;
  const status = attempts >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'pending';
  await db
    .update(outboxMessages)
    .set({
      status,
      attempts,
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      ...(status === 'pending' ? { nextAttemptAt: fromNow(outboxRetryDelayMs(attempts)) } : {}),
    })
    .where(ownLock(m));
  return status;
}
