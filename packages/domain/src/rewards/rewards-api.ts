import { z } from 'zod';
import { EzcashEntry } from './ezcash.js';
import { MemberTier } from './tiers.js';

/** One person the client referred and what the referral earned the client. */
export const Referral = z.object({
  first_name: z.string(),
  registered_at: z.string(),
  /** Credited once the referred client's deposit is approved; 0 until then. */
  earned: z.number().int().nonnegative(),
  status: z.enum(['Registered', 'Credited']),
});
export type Referral = z.infer<typeof Referral>;

/** The client's rewards page: balance and history from the ledger, tier, referral code and referrals. */
export const RewardsSummary = z.object({
  first_name: z.string(),
  balance: z.number().int().nonnegative(),
  total_earned: z.number().int().nonnegative(),
  member_status: z.string(),
  next_tier: z.object({ name: z.string(), needed: z.number().int().nonnegative() }).nullable(),
  tiers: z.array(MemberTier),
  referral_code: z.string(),
  referrals: z.array(Referral),
  history: z.array(EzcashEntry),
});
export type RewardsSummary = z.infer<typeof RewardsSummary>;
