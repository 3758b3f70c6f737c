import type { Tx } from '../../db/client.js';
import { creditReferralOnDeposit } from './referrals.js';

/** The deposit is the first payment stage (spec: "Deposit $150 to lock in your prices"). */
const DEPOSIT_STAGE = 1;

/**
 * Called by the payment review inside the transaction that approves a payment (issue 16): the
 * approved deposit credits the referral and grants the partner vouchers, exactly when the approval
 * commits. Every grant is keyed once per client, so a later project's deposit grants nothing twice.
 */
export async function grantRewardsForApprovedPayment(tx: Tx, clientId: string, stage: number): Promise<void> {
  if (stage !== DEPOSIT_STAGE) return;
  await creditReferralOnDeposit(tx, clientId);
}
