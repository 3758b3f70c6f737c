import { accountMessages as m } from '@reno/domain';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { smsSends } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors.js';

export type SmsLimits = Config['smsLimits'];

/** Who asked for a code: the account it is for, the caller's address and the mobile it goes to. */
export interface SmsRequester {
  userId: string;
  ip: string;
  mobile: string;
}

/**
 * The start of today in Singapore, the day the budget counts. Singapore is UTC+8 all year, so the
 * offset is written out instead of relying on the database's time-zone data.
 */
export const SG_DAY_START = sql`((date_trunc('day', (now() AT TIME ZONE 'UTC') + interval '8 hours') - interval '8 hours') AT TIME ZONE 'UTC')`;

/**
 * Issue 15 "SMS cannot be pumped": before a code is queued, the caller's transaction takes one
 * platform-wide lock, counts the codes of the last hour for the account and the address, of the last
 * day for the number, and of today (Singapore) for the whole platform, and refuses with the limit's own
 * message when one is reached; otherwise it records this code. The lock makes the count and the insert
 * one step for every process, so two requests at once cannot both take the last code of a limit, and
 * a refused or rolled-back change records nothing.
 */
export async function claimSmsAllowance(tx: DbOrTx, limits: SmsLimits, who: SmsRequester): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms_sends'))`);
  const [counts] = await queryRows<{ account: number; ip: number; number: number; today: number }>(
    tx,
    sql`SELECT
          count(*) FILTER (WHERE user_id = ${who.userId} AND created_at > now() - interval '1 hour')::int AS account,
          count(*) FILTER (WHERE ip = ${who.ip} AND created_at > now() - interval '1 hour')::int AS ip,
          count(*) FILTER (WHERE phone = ${who.mobile})::int AS number,
          count(*) FILTER (WHERE created_at >= ${SG_DAY_START})::int AS today
        FROM sms_sends WHERE created_at > now() - interval '1 day'`,
  );
  const c = counts ?? { account: 0, ip: 0, number: 0, today: 0 };
  if (c.today >= limits.dailyBudget) throw new AppError('TOO_MANY_REQUESTS', m.smsBudgetReached);
  if (c.account >= limits.perAccountPerHour) throw new AppError('TOO_MANY_REQUESTS', m.smsAccountLimit);
  if (c.ip >= limits.perIpPerHour) throw new AppError('TOO_MANY_REQUESTS', m.smsIpLimit);
  if (c.number >= limits.perNumberPerDay) throw new AppError('TOO_MANY_REQUESTS', m.smsNumberLimit);
  await tx.insert(smsSends).values({ userId: who.userId, ip: who.ip, phone: who.mobile });
}
