import type { ListQueryInput, ListResult, OutboxChannel, OutboxMessage } from '@reno/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { outboxMessages } from '../../../db/schema/outbox.js';
import { AppError } from '../../../platform/errors.js';
import { listPage, parseList, type ListColumns } from '../../../platform/list-query.js';

type OutboxRow = typeof outboxMessages.$inferSelect;

/** The admin Outbox list: fields a client may sort, search and filter by (spec names). */
const columns: ListColumns = {
  created_at: outboxMessages.createdAt,
  status: outboxMessages.status,
  subject: outboxMessages.subject,
  template_name: outboxMessages.templateName,
  recipients: outboxMessages.recipients,
  attempts: outboxMessages.attempts,
};
const rules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultSearchFields: ['recipients', 'subject', 'template_name'],
} as const;

export const toOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  channel: row.channel,
  recipients: row.recipients,
  subject: row.subject,
  templateName: row.templateName,
  body: row.body,
  html: row.html,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function listOutboxMessages(
  db: DbOrTx,
  channel: OutboxChannel,
  input: ListQueryInput,
): Promise<ListResult<OutboxMessage>> {
  const query = parseList(input, columns, rules);
  const page = await listPage(db, outboxMessages, query, columns, {
    tieBreaker: outboxMessages.id,
    where: eq(outboxMessages.channel, channel),
  });
  return { items: page.items.map(toOutboxMessage), totalCount: page.totalCount };
}

export const RETRY_NOT_ALLOWED = 'Only a failed or held message can be sent again.';

/**
 * Puts a failed or held message back in the queue, due now. The status condition sits in the UPDATE
 * itself, so two admins pressing Retry (or a retry racing the worker) move it once and send it once.
 * Attempts are kept: a failed message gets one more try per press, not another round of back-off.
 */
export async function retryOutboxMessage(db: DbOrTx, id: string): Promise<OutboxMessage> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, ['failed', 'held'])))
    .returning();
  if (row) return toOutboxMessage(row);
  const [existing] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  if (!existing) throw new AppError('NOT_FOUND');
  throw new AppError('CONFLICT', RETRY_NOT_ALLOWED);
}
