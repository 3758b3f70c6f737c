import { z } from 'zod';

/**
 * Member tiers (spec §9 "Member status default Gold"). The spec names only the default; the higher
 * tiers and their thresholds are decision 016: a tier is reached by lifetime EZcash earned, and a
 * tier an admin granted (member_status) is never lowered by the rule.
 */
export const MEMBER_TIERS = [
  { name: 'Gold', minEarned: 0, perk: 'Earn EZcash on your first project, referrals and every deposit.' },
  { name: 'Platinum', minEarned: 2_000, perk: 'Early access to Shopez deals and partner vouchers.' },
  { name: 'Diamond', minEarned: 5_000, perk: 'A dedicated renovation concierge and members-only gifts.' },
] as const;
export type MemberTierName = (typeof MEMBER_TIERS)[number]['name'];
export const DEFAULT_MEMBER_STATUS: MemberTierName = 'Gold';

const rank = (name: string) => MEMBER_TIERS.findIndex((t) => t.name === name);

/** The tier lifetime earnings reach, never below the status already held. */
export function memberTier(totalEarned: number, held: string = DEFAULT_MEMBER_STATUS): MemberTierName {
  let reached: MemberTierName = DEFAULT_MEMBER_STATUS;
  for (const tier of MEMBER_TIERS) if (totalEarned >= tier.minEarned) reached = tier.name;
  return rank(held) > rank(reached) ? MEMBER_TIERS[rank(held)]!.name : reached;
}

/** EZcash still to earn for the next tier, or null at the top. */
export function nextTier(totalEarned: number, current: MemberTierName) {
  const next = MEMBER_TIERS[rank(current) + 1];
  return next ? { name: next.name, needed: Math.max(0, next.minEarned - totalEarned) } : null;
}

export const MemberTier = z.object({ name: z.string(), min_earned: z.number().int(), perk: z.string() });
