import { FIRST_PROJECT_EZCASH, NEW_REGISTER_CATEGORY } from '@reno/domain';
import type { Tx } from '../../db/client.js';
import { ezcashTransactions } from '../../db/schema/rewards.js';

/**
 * Spec: "Creating a project awards EZcash only when no earlier New Register transaction that is not
 * Declined exists." The award is itself the New Register transaction, so it happens once per client;
 * the partial unique index `ezcash_new_register_once` makes a concurrent second award a no-op.
 * Returns the EZcash awarded (300 or 0).
 */
export async function awardFirstProjectEzcash(tx: Tx, clientId: string, projectId: string): Promise<number> {
  const rows = await tx
    .insert(ezcashTransactions)
    .values({
      clientId,
      projectId,
      ezcashAmount: FIRST_PROJECT_EZCASH,
      approvalStatus: 'Approved',
      ezcashCategory: NEW_REGISTER_CATEGORY,
      operator: 'increment',
      ezcashInfo: 'Design Now: first project created',
    })
    .onConflictDoNothing()
    .returning({ id: ezcashTransactions.id });
  return rows.length > 0 ? FIRST_PROJECT_EZCASH : 0;
}
