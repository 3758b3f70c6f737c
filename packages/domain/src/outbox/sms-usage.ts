import { z } from 'zod';

/**
 * Issue 15 "SMS cannot be pumped": the admin view of SMS per day. Days are Singapore calendar days, the
 * same days the platform-wide daily budget counts.
 */
export const SmsUsageDay = z.object({
  /** YYYY-MM-DD in Singapore. */
  day: z.string(),
  /** Codes the platform queued that day (what the daily budget counts). */
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Pending, being sent, or held for want of a gateway. */
  waiting: z.number().int(),
});
export type SmsUsageDay = z.infer<typeof SmsUsageDay>;

export const SmsUsage = z.object({
  dailyBudget: z.number().int(),
  /** Newest first; a day with no SMS is listed with zeros. */
  days: z.array(SmsUsageDay),
});
export type SmsUsage = z.infer<typeof SmsUsage>;

/** How far back the admin may look. */
export const SMS_USAGE_DAY_CHOICES = [7, 30, 90] as const;

export const SmsUsageQuery = z.object({
  days: z
    .enum(SMS_USAGE_DAY_CHOICES.map(String) as [string, ...string[]], {
      error: `days must be one of ${SMS_USAGE_DAY_CHOICES.join(', ')}.`,
    })
    .default('30')
    .transform(Number),
});
