import { type RewardsSummary } from '@reno/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { MyRewardsPage } from './my-rewards-page';

const summary: RewardsSummary = {
  first_name: 'Mei',
  balance: 450,
  total_earned: 800,
  member_status: 'Gold',
  next_tier: { name: 'Platinum', needed: 1_200 },
  tiers: [
    { name: 'Gold', min_earned: 0, perk: 'Earn EZcash.' },
    { name: 'Platinum', min_earned: 2_000, perk: 'Early access.' },
  ],
  referral_code: 'ABCDEFGH2345',
  referrals: [
    { first_name: 'Wei', registered_at: '2026-01-02T03:04:05.000Z', earned: 500, status: 'Credited' },
  ],
  history: [
    {
      _id: 'e2',
      ezcash_amount: 350,
      approval_status: 'Approved',
      ezcash_category: 'Shopez Purchase',
      operator: 'decrement',
      ezcash_info: 'Order of a rice cooker',
      created_at: '2026-01-03T03:04:05.000Z',
    },
    {
      _id: 'e1',
      ezcash_amount: 300,
      approval_status: 'Approved',
      ezcash_category: 'New Register',
      operator: 'increment',
      ezcash_info: 'Design Now: first project created',
      created_at: '2026-01-01T03:04:05.000Z',
    },
  ],
};

describe('MyRewardsPage (issue 16)', () => {
  it('shows the balance, tier, referral code, referrals and the signed history', async () => {
    mockApi({ 'GET /rewards/me': () => ok(summary) });
    renderWithProviders(<MyRewardsPage />);
    expect(await screen.findByText('450 EZcash')).toBeInTheDocument();
    expect(screen.getByText('800 EZcash')).toBeInTheDocument();
    expect(screen.getByText('Hello, Mei')).toBeInTheDocument();
    expect(screen.getByText('Earn 1,200 more EZcash to reach Platinum.')).toBeInTheDocument();
    expect(screen.getByText('ABCDEFGH2345')).toBeInTheDocument();
    expect(screen.getByText('You earned 500 EZcash')).toBeInTheDocument();
    expect(screen.getByText('−350')).toBeInTheDocument();
    expect(screen.getByText('+300')).toBeInTheDocument();
  });

  it('offers Design Now when there is no EZcash yet', async () => {
    mockApi({
      'GET /rewards/me': () => ok({ ...summary, balance: 0, total_earned: 0, history: [], referrals: [] }),
    });
    renderWithProviders(<MyRewardsPage />);
    expect(
      await screen.findByText(/Create your first project in Design Now to earn 300 EZcash/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Design Now' })).toHaveAttribute('href', '/design-now-2');
  });
});
