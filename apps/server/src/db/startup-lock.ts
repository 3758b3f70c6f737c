import pg from 'pg';

/**
 * Issue 15 "Several processes": processes started together on one PostgreSQL database take turns to
 * migrate and seed it, so two never apply the same migration or seed an empty database twice. A
 * session advisory lock on a connection of its own, held from before the migrations until the seeds
 * are written; the others wait, then find the work done. PGlite needs none: DATA_DIR is locked.
 */
export async function lockStartup(databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('ezreno:startup'))`);
  } catch (e) {
    await client.end().catch(() => {});
    throw e;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    // Ending the session releases the lock even if the unlock fails.
    await client.query(`SELECT pg_advisory_unlock(hashtext('ezreno:startup'))`).catch(() => {});
    await client.end().catch(() => {});
  };
}
