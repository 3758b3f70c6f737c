import { FIRST_PROJECT_EZCASH } from '@reno/domain';
import { section, type SeedPage } from './seed-page.js';

/** The rewards page; its `ezcash` and `referral` anchors are the spec's (/rewards#ezcash, #referral). */
export const rewardsPages: SeedPage[] = [
  {
    kind: 'rewards',
    slug: 'rewards',
    title: 'Rewards',
    subtitle: 'Earn EZcash as you renovate and spend it on things for your new home.',
    summary: 'EZcash, member tiers, gifts and referrals.',
    rank: 1,
    sections: [
      section(
        'EZcash',
        [
          `EZcash is our loyalty cash. You earn ${FIRST_PROJECT_EZCASH} EZcash when you create your first project in Design Now, and more as your project moves through each payment stage.`,
          'Spend EZcash in Shopez, our rewards shop, on furniture, appliances and home accessories from our partner brands.',
        ],
        'ezcash',
      ),
      section('Member tiers', [
        'Every member starts at Gold. The more you renovate and refer, the higher your tier and the more EZcash each stage earns.',
      ]),
      section(
        'Referral',
        [
          'Every member has a personal 12-character referral code. Share it with friends: when they register with your code and confirm their project, you both receive EZcash.',
          'Find your code in your profile after signing in.',
        ],
        'referral',
      ),
      section('Redeemable gifts', [
        'Exchange EZcash for vouchers and gifts from our partners. Vouchers appear in your account and can be redeemed in store or online.',
      ]),
    ],
  },
];
