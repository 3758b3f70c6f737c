import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.js';

/** This process, as the scheduled_jobs table names the one that ran a job last. */
export const PROCESS_ID = `${hostname()}:${process.pid}`;

/**
 * Issue 15 "Several processes": claims this period's run of a scheduled job. The row is created due
 * on first sight; then one conditional UPDATE moves `next_run_at` a period on only if it had passed.
 * When several processes try at once, PostgreSQL lets the first UPDATE through and re-checks the
 * condition for the others after it commits, so exactly one of them gets `true`.
 */
export async function claimScheduledRun(
  db: DbOrTx,
  name: string,
  periodMs: number,
  by = PROCESS_ID,
): Promise<boolean> {
  await db.execute(
    sql`INSERT INTO scheduled_jobs (name, next_run_at) VALUES (${name}, now()) ON CONFLICT (name) DO NOTHING`,
  );
  const claimed = await queryRows<{ name: string }>(
    db,
    sql`UPDATE scheduled_jobs
        SET next_run_at = now() + make_interval(secs => ${periodMs / 1000}::double precision),
            last_run_at = now(), last_run_by = ${by}
        WHERE name = ${name} AND next_run_at <= now()
        RETURNING name`,
  );
  return claimed.length > 0;
}
