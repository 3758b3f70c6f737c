import {
  ezcashCategories,
  REFERRAL_NEW_CLIENT_EZCASH,
  REFERRAL_REFERRER_EZCASH,
  type Referral,
} from '@reno/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { ezcashTransactions } from '../../db/schema/rewards.js';
import {
  clientRewardsProfile,
  clientsReferredBy,
  referrerByCode,
} from '../accounts/client-rewards.service.js';
import { notifyUser } from '../notifications/notifications.service.js';
import { creditEzcash } from './ezcash-ledger.js';

export const referralRef = (referredClientId: string) => `referral:${referredClientId}`;
export const REFERRAL_WELCOME_REF = 'referral-welcome';

/**
 * Issue 16: "registering with a valid code credits the referrer and the new client once the new
 * client's deposit is approved". Runs inside the deposit approval's transaction; the once-per-client
 * keys make a second approval (another project's deposit) credit nothing more.
 */
export async function creditReferralOnDeposit(tx: Tx, clientId: string): Promise<void> {
  const me = await clientRewardsProfile(tx, clientId);
  if (!me?.affiliateCode) return;
  const referrerId = await referrerByCode(tx, me.affiliateCode, clientId);
  if (!referrerId) return;
  const referrer = { id: referrerId };
  const credited = await creditEzcash(tx, {
    clientId: referrer.id,
    amount: REFERRAL_REFERRER_EZCASH,
    category: ezcashCategories.referral,
    info: `Referral: ${me.firstName} confirmed their first project`,
    sourceRef: referralRef(clientId),
  });
  if (!credited) return;
  await creditEzcash(tx, {
    clientId,
    amount: REFERRAL_NEW_CLIENT_EZCASH,
    category: ezcashCategories.referralWelcome,
    info: 'Welcome bonus for joining with a referral code',
    sourceRef: REFERRAL_WELCOME_REF,
  });
  await notifyUser(tx, referrer.id, {
    action: 'ezcash_referral',
    content: `${me.firstName} confirmed their project with your referral code: you earned ${REFERRAL_REFERRER_EZCASH} EZcash.`,
  });
}

/** Whom the client referred (first names only: the rest is the other client's own) and what each earned. */
export async function listReferrals(db: DbOrTx, clientId: string, referralCode: string): Promise<Referral[]> {
  const referred = await clientsReferredBy(db, referralCode, clientId);
  if (referred.length === 0) return [];
  const credits = await db
    .select({ ref: ezcashTransactions.sourceRef, amount: ezcashTransactions.ezcashAmount })
    .from(ezcashTransactions)
    .where(
      and(
        eq(ezcashTransactions.clientId, clientId),
        inArray(
          ezcashTransactions.sourceRef,
          referred.map((r) => referralRef(r.id)),
        ),
      ),
    );
  const earned = new Map(credits.map((c) => [c.ref, c.amount]));
  return referred.map((r) => {
    const amount = earned.get(referralRef(r.id)) ?? 0;
    return {
      first_name: r.firstName,
      registered_at: r.createdAt.toISOString(),
      earned: amount,
      status: amount > 0 ? 'Credited' : 'Registered',
    };
  });
}
