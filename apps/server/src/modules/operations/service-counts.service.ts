import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectServices } from '../../db/schema/operations.js';

/** Services each merchant is on and has not given back (Assigned, Accepted, Hold), one query. */
export async function activeServiceCountsByMerchant(
  db: DbOrTx,
  merchantIds: readonly string[],
): Promise<Map<string, number>> {
  if (merchantIds.length === 0) return new Map();
  const rows = await db
    .select({ merchantId: projectServices.merchantId, n: sql<number>`count(*)::int` })
    .from(projectServices)
    .where(
      and(
        inArray(projectServices.merchantId, [...new Set(merchantIds)]),
        inArray(projectServices.status, ['Assigned', 'Accepted', 'Hold']),
      ),
    )
    .groupBy(projectServices.merchantId);
  return new Map(rows.flatMap((r) => (r.merchantId ? [[r.merchantId, Number(r.n)] as const] : [])));
}
