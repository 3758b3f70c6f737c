import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectServices } from '../../db/schema/operations.js';

/** A service the merchant accepted, set straight in the table (tests of later flows; issue 12 tests the real one). */
export async function acceptServiceForTest(db: DbOrTx, serviceId: string, merchantId: string) {
  await db
    .update(projectServices)
    .set({ merchantId, status: 'Accepted', acceptedAt: new Date(), assignedAt: new Date() })
    .where(eq(projectServices.id, serviceId));
}
