import { describe, expect, it } from 'vitest';
import { renderEmail } from './registry.js';

const ctx = { subject: 'x', publicUrl: 'https://ezreno.example.sg' };
const item = {
  first_name: 'Mei',
  project_name: 'Tampines Home',
  services: 'Flooring',
  amount: '$2,502.50',
  link: 'https://ezreno.example.sg/main-project/p1/approval/pending-approval',
};

describe('issue 14 e-mails, one per reader', () => {
  it('asks the client to approve before the automatic release date', () => {
    const { text } = renderEmail(
      'client_work_completed',
      { ...item, company_name: 'Lion City Renovation', auto_release_date: '27 Nov 2026' },
      ctx,
    );
    expect(text).toContain('released to the merchant automatically on 27 Nov 2026');
  });
  it('tells the merchant what was released, the fee and what is payable', () => {
    const { text } = renderEmail(
      'merchant_payment_released',
      { ...item, fee: '$250.25', net: '$2,252.25', how: 'auto' },
      ctx,
    );
    expect(text).toContain('released to you automatically');
    expect(text).toContain('$2,252.25');
  });
  it('tells merchant and admins of a hold with the issue, and the client of its outcome', () => {
    const hold = { issue_type: 'Merchant MIA', client_remarks: 'Nobody came' };
    expect(renderEmail('merchant_payment_held', { ...item, ...hold }, ctx).text).toContain('Merchant MIA');
    expect(
      renderEmail('admin_payment_held', { ...item, ...hold, company_name: 'Lion City Renovation' }, ctx).text,
    ).toContain('resolve the hold');
    expect(
      renderEmail('client_hold_resolved', { ...item, outcome: 'refund', note: 'Sorry' }, ctx).text,
    ).toContain('We will refund $2,502.50');
  });
  it('refuses data without its fields instead of sending blanks', () => {
    expect(() => renderEmail('merchant_payout_recorded', { first_name: 'Ravi' }, ctx)).toThrow(
      'amount is required.',
    );
  });
});
