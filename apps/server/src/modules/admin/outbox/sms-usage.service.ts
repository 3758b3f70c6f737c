import type { SmsUsage, SmsUsageDay } from '@reno/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client.js';

const SG_OFFSET_MS = 8 * 60 * 60 * 1000;
/** YYYY-MM-DD of an instant in Singapore (UTC+8 all year). */
const sgDay = (at: Date) => new Date(at.getTime() + SG_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Issue 15: SMS per Singapore day over the last `days` days, newest first, from the outbox (every SMS
 * the platform sends is queued there). Days without SMS are listed with zeros, so a quiet day and a
 * missing one look different from a busy one.
 */
export async function smsUsage(db: DbOrTx, days: number, dailyBudget: number): Promise<SmsUsage> {
  const rows = await queryRows<{ day: string; queued: number; sent: number; failed: number }>(
    db,
    sql`SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') AS day,
               count(*)::int AS queued,
               count(*) FILTER (WHERE status = 'sent')::int AS sent,
               count(*) FILTER (WHERE status = 'failed')::int AS failed
        FROM outbox_messages
        WHERE channel = 'sms' AND created_at >= now() - make_interval(days => ${days})
        GROUP BY 1`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const now = Date.now();
  const list: SmsUsageDay[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = sgDay(new Date(now - i * 24 * 60 * 60 * 1000));
    const r = byDay.get(day);
    const queued = r?.queued ?? 0;
    const sent = r?.sent ?? 0;
    const failed = r?.failed ?? 0;
    list.push({ day, queued, sent, failed, waiting: queued - sent - failed });
  }
  return { dailyBudget, days: list };
}
