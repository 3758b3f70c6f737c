import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

export interface OutboxAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sending', 'sent', 'failed', 'held']);

/**
 * E-mail and SMS waiting to go out. Rows are written in the same transaction as the change that causes
 * them and delivered by the outbox worker; without a configured transport they stay here, readable by
 * admins ("held").
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: outboxChannel('channel').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject'),
    templateName: text('template_name'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    body: text('body').notNull(),
    html: text('html'),
    /** Files sent with an e-mail (e.g. the quotation PDF), base64 in the row so the message is self-contained. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_channel_created_idx').on(t.channel, t.createdAt),
  ],
);
