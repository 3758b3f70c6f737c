import { formatCount } from '@reno/domain';

/** Texts of the client's rewards pages (issue 16). Spec words where the spec has them; the rest ours. */
export const myRewardsTexts = {
  title: 'My Rewards',
  hello: (name: string) => `Hello, ${name}`,
  balance: 'EZcash balance',
  totalEarned: 'Total earned',
  memberStatus: 'Member status',
  nextTier: (needed: number, name: string) => `Earn ${formatCount(needed)} more EZcash to reach ${name}.`,
  topTier: 'You are at our highest tier.',
  tiersTitle: 'Member tiers',
  tierFrom: (min: number) => (min === 0 ? 'Every member' : `From ${formatCount(min)} EZcash earned`),
  referralTitle: 'Refer a friend',
  referralIntro:
    'Share your referral code. When a friend registers with it and their $150 deposit is approved, you both receive EZcash.',
  referralCode: 'Your referral code',
  copy: 'Copy code',
  copied: 'COPIED',
  referralsEmpty: 'No one has joined with your code yet.',
  referralRegistered: 'Registered, waiting for their deposit',
  referralEarned: (n: number) => `You earned ${formatCount(n)} EZcash`,
  historyTitle: 'EZcash history',
  historyEmpty: 'No EZcash yet. Create your first project in Design Now to earn 300 EZcash.',
  designNow: 'Go to Design Now',
  shop: 'Visit Shopez',
  vouchers: 'My Vouchers',
  retry: 'Retry',
} as const;
