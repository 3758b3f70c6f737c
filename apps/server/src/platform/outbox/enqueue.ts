import { EmailJob, SmsJob } from '@reno/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/outbox.js';
import { AppError } from '../errors.js';
import { renderEmail } from './templates/registry.js';

export interface EnqueueEmailOptions {
  /** PUBLIC_URL (config.publicUrl): resolves relative links and links the company name. */
  publicUrl?: string;
  /** Files to send with the e-mail; kept in the outbox row until it is delivered. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Mail providers refuse messages near 10 MB (base64 adds a third): fail the change, not the worker. */
export const MAX_ATTACHMENTS_BYTES = 5 * 1024 * 1024;

function storedAttachments(list: EmailAttachment[] | undefined) {
  if (!list?.length) return null;
  const total = list.reduce((n, a) => n + a.content.length, 0);
  if (total > MAX_ATTACHMENTS_BYTES)
    throw new AppError('BAD_REQUEST', 'The attachments are too large to e-mail.');
  return list.map((a) => ({
    // A file name is a header value: one line, no path.
    filename: oneLine(a.filename).replace(/[\\/]/g, '_') || 'attachment',
    content_type: a.contentType,
    content_base64: a.content.toString('base64'),
  }));
}

const validate = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({
    field: i.path.map(String).join('.') || 'job',
    message: i.message,
  }));
  throw new AppError('BAD_REQUEST', errors[0]?.message, errors);
};

/** Subjects are header lines: one line, no control characters. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * Writes an e-mail to the outbox inside the caller's transaction, so it commits or rolls back with the
 * change that causes it. It is rendered now: what an admin reads in the outbox is what will be sent,
 * and a template or data error fails the change instead of a worker later. Returns the message id.
 */
export async function enqueueEmail(
  tx: DbOrTx,
  job: z.input<typeof EmailJob>,
  options: EnqueueEmailOptions = {},
): Promise<string> {
  const valid = validate(EmailJob, job);
  const subject = oneLine(valid.subject);
  const seen = new Set<string>();
  const recipients = [valid.email, ...(valid.emails ?? [])].filter((e): e is string => {
    const key = e?.toLowerCase();
    if (key === undefined || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rendered = renderEmail(valid.template_name, valid.data, { subject, publicUrl: options.publicUrl });
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: 'email',
      recipients,
      subject,
      templateName: valid.template_name,
      data: valid.data,
      body: rendered.text,
      html: rendered.html,
      attachments: storedAttachments(options.attachments),
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

/** Writes an SMS to the outbox inside the caller's transaction. Returns the message id. */
export async function enqueueSms(tx: DbOrTx, job: SmsJob): Promise<string> {
  const valid = validate(SmsJob, job);
  const [row] = await tx
    .insert(outboxMessages)
    .values({ channel: 'sms', recipients: [valid.phone], body: valid.text })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}
