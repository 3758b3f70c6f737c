import { z } from 'zod';

/** Spec "Email job": email, emails, template_name, subject, data{...}. */
export const EmailJobData = z.record(z.string(), z.unknown());
export const EmailJob = z
  .object({
    email: z.string().email().optional(),
    emails: z.array(z.string().email()).optional(),
    template_name: z.string().min(1),
    subject: z.string().min(1),
    data: EmailJobData.default({}),
  })
  .refine((j) => j.email !== undefined || (j.emails?.length ?? 0) > 0, {
    message: 'email is required.',
    path: ['email'],
  });
export type EmailJob = z.infer<typeof EmailJob>;

export const SmsJob = z.object({
  /** Spec: phone "prefixed 65". */
  phone: z.string().regex(/^65[89]\d{7}$/, 'Please input a valid singapore phone number'),
  text: z.string().min(1).max(480),
});
export type SmsJob = z.infer<typeof SmsJob>;

export const OutboxChannel = z.enum(['email', 'sms']);
export type OutboxChannel = z.infer<typeof OutboxChannel>;
export const OutboxStatus = z.enum(['pending', 'sending', 'sent', 'failed', 'held']);
export type OutboxStatus = z.infer<typeof OutboxStatus>;

/** Delivery attempts before a message is marked failed for good (it stays in the outbox). */
export const OUTBOX_MAX_ATTEMPTS = 6;
/** Back-off before attempt n+1: 30 s, 2 min, 8 min, 32 min, ~2 h. */
export const outboxRetryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);
/**
 * Held messages (no transport when they were due) go out by themselves once the channel's transport is
 * configured, but only while they are this fresh: a day-old verification code or a pile of demo mail
 * must not reach real people. Older held messages stay readable and go out only by an admin's retry.
 */
export const OUTBOX_HELD_RESUME_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const OutboxMessage = z.object({
  _id: z.string(),
  channel: OutboxChannel,
  recipients: z.array(z.string()),
  subject: z.string().nullable(),
  templateName: z.string().nullable(),
  body: z.string(),
  html: z.string().nullable(),
  status: OutboxStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
