import { countDistinct, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectServices, supportRequests } from '../../db/schema/operations.js';

/** Issue 18 Overview: projects with a service no merchant holds yet (unassigned, or declined). */
export async function countProjectsAwaitingMerchant(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(projectServices.projectId) })
    .from(projectServices)
    .where(inArray(projectServices.status, ['Unassigned', 'Declined']));
  return Number(row?.n ?? 0);
}

/** Issue 18 Overview: support requests still open. */
export async function countOpenSupportRequests(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(eq(supportRequests.status, 'Open'));
  return Number(row?.n ?? 0);
}
