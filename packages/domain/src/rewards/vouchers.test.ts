import { describe, expect, it } from 'vitest';
import { AdminVoucherInput, canRedeemVoucher, formatDdMmYy, voucherState, voucherTexts } from './vouchers.js';

const now = new Date('2026-06-15T04:00:00Z');

describe('voucher state (spec §4 "Voucher")', () => {
  it('is available until its validity date, then expired', () => {
    expect(voucherState({ validity: '2026-06-16T00:00:00Z', redeemedAt: null }, now)).toBe('available');
    expect(voucherState({ validity: '2026-06-14T00:00:00Z', redeemedAt: null }, now)).toBe('expired');
  });

  it('is used once a client-voucher record exists, even after it expires', () => {
    expect(voucherState({ validity: '2026-06-16T00:00:00Z', redeemedAt: '2026-06-01T00:00:00Z' }, now)).toBe(
      'used',
    );
    expect(voucherState({ validity: '2026-01-01T00:00:00Z', redeemedAt: '2025-12-01T00:00:00Z' }, now)).toBe(
      'used',
    );
  });

  it('can be marked used only while available', () => {
    expect(canRedeemVoucher('available')).toBe(true);
    expect(canRedeemVoucher('used')).toBe(false);
    expect(canRedeemVoucher('expired')).toBe(false);
  });

  it('shows dates as DD/MM/YY in Singapore time', () => {
    expect(formatDdMmYy('2026-03-04T17:00:00Z')).toBe('05/03/26');
    expect(voucherTexts.redeemedOn(formatDdMmYy('2026-03-04T01:00:00Z'))).toBe('REDEEMED ON 04/03/26');
  });

  it('promises what the spec promises', () => {
    expect(voucherTexts.promo).toBe(
      'Deposit $150 to lock in your prices and you can get $2,000 worth of vouchers!',
    );
  });
});

describe('admin voucher form', () => {
  const good = {
    company_name: 'Partner',
    title: '10% off',
    code: 'EZ-10',
    is_qr: false,
    description: '<p>Hi</p>',
    terms_conditions: '',
    validity: '2027-01-01',
    logo_url: '/demo/logo.svg',
    image_url: '',
    value_cents: 100_00,
    is_active: true,
  };
  it('accepts a site path or https image and turns an empty one into none', () => {
    expect(AdminVoucherInput.parse(good).image_url).toBeNull();
  });
  it('refuses a javascript: image address and a code with spaces', () => {
    expect(AdminVoucherInput.safeParse({ ...good, logo_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(AdminVoucherInput.safeParse({ ...good, logo_url: '//evil.example/x.png' }).success).toBe(false);
    expect(AdminVoucherInput.safeParse({ ...good, code: 'A B' }).success).toBe(false);
  });
});
