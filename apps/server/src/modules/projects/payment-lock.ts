import type { PaymentStatusValue } from '@reno/domain';
import type { DbOrTx } from '../../db/client.js';

/**
 * The first progressive payment's status, which closes quotation editing once Paid or Approved (spec §4).
 * Payment statuses are kept by the payments module (issue 6, built in parallel): at merge this reads
 * them through that module's service. Until then no project has a payment, so none is locked by one;
 * editing is still closed once a project leaves the design and quotation phases.
 */
export async function firstPaymentStatus(
  _db: DbOrTx,
  _projectId: string,
): Promise<PaymentStatusValue | undefined> {
  return undefined;
}
