import type { DbOrTx } from '../../db/client.js';
import { errorLog } from '../../db/schema/logs.js';

/** Spec "Error log: created_at, from, error_details"; the Design Now variant carries its own details. */
export async function recordErrorLog(db: DbOrTx, from: string, errorDetails: Record<string, unknown>) {
  await db.insert(errorLog).values({ from, errorDetails });
}
