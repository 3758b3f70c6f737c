import { type ClientVoucher, type VoucherPage as VoucherPageData } from '@reno/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { VoucherPage } from './voucher-page';

const voucher = (o: Partial<ClientVoucher>): ClientVoucher => ({
  _id: 'v1',
  company_name: 'Lumina Lighting',
  title: '$500 off designer lighting',
  code: 'EZLUMINA500',
  is_qr: false,
  description: '<p>Take <b>$500 off</b></p>',
  terms_conditions: '<ul><li>One per home</li></ul>',
  validity: '2099-12-31T15:59:59.999Z',
  logo_url: null,
  image_url: null,
  value_cents: 50_000,
  state: 'available',
  redeemed_at: null,
  ...o,
});

const data: VoucherPageData = {
  first_name: 'Wei Ling',
  eligible: true,
  available: [voucher({})],
  used: [
    voucher({ _id: 'v2', title: 'Old one', state: 'expired', validity: '2026-01-31T15:59:59.999Z' }),
    voucher({ _id: 'v3', title: 'Used one', state: 'used', redeemed_at: '2026-02-03T04:00:00.000Z' }),
  ],
};

describe('VoucherPage (spec "Vouchers (client)")', () => {
  it('shows the promo banner to a client without an approved payment', async () => {
    mockApi({ 'GET /vouchers': () => ok({ ...data, eligible: false, available: [], used: [] }) });
    renderWithProviders(<VoucherPage />);
    expect(
      await screen.findByText(
        'Deposit $150 to lock in your prices and you can get $2,000 worth of vouchers!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to design Now' })).toHaveAttribute('href', '/design-now-2');
  });

  it('lists the tabs with their counts and greys used and expired vouchers with their dates', async () => {
    mockApi({ 'GET /vouchers': () => ok(data) });
    renderWithProviders(<VoucherPage />);
    expect(await screen.findByText('Hello, Wei Ling')).toBeInTheDocument();
    expect(screen.getByText('You currently have 1 available vouchers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Used/Expired' }));
    expect(screen.getByText('You currently have 2 used vouchers')).toBeInTheDocument();
    expect(screen.getByText('EXPIRED ON 31/01/26')).toBeInTheDocument();
    expect(screen.getByText('REDEEMED ON 03/02/26')).toBeInTheDocument();
    expect(screen.getByText('VOUCHER REDEEMED')).toBeInTheDocument();
  });

  it('shows 6 vouchers, then 6 more at the bottom (spec §9 "scroll to bottom adds 6")', async () => {
    const many = Array.from({ length: 8 }, (_, i) => voucher({ _id: `m${i}`, title: `Voucher ${i + 1}` }));
    mockApi({ 'GET /vouchers': () => ok({ ...data, available: many }) });
    renderWithProviders(<VoucherPage />);
    expect(await screen.findByText('You currently have 8 available vouchers')).toBeInTheDocument();
    expect(screen.getByText('Voucher 6')).toBeInTheDocument();
    expect(screen.queryByText('Voucher 7')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByText('Voucher 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('says No Voucher Found! on an empty tab', async () => {
    mockApi({ 'GET /vouchers': () => ok({ ...data, available: [] }) });
    renderWithProviders(<VoucherPage />);
    expect(await screen.findByText('No Voucher Found!')).toBeInTheDocument();
  });

  it('marks a voucher used only after YES in the confirmation; CANCEL changes nothing', async () => {
    let redeemed = false;
    const api = mockApi({
      'GET /vouchers': () => ok(data),
      'GET /vouchers/v1': () =>
        ok({
          ...voucher(redeemed ? { state: 'used', redeemed_at: '2026-02-03T04:00:00.000Z' } : {}),
          qr_png: null,
        }),
      'POST /vouchers/v1/redeem': () => {
        redeemed = true;
        return ok({ redeemed_at: '2026-02-03T04:00:00.000Z' });
      },
    });
    renderWithProviders(<VoucherPage />, { route: '/voucher' });
    await userEvent.click(await screen.findByText('$500 off designer lighting'));
    expect(await screen.findByRole('button', { name: 'Back To Vouchers' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'REDEEM COUPON' }));
    expect(screen.getByTestId('voucher-code')).toHaveTextContent('EZLUMINA500');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark as used' }));
    expect(screen.getByText('Would you like to mark as used?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = () => api.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark as used' }));
    await userEvent.click(screen.getByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('button', { name: 'COUPON REDEEMED' })).toBeDisabled();
    expect(posts()).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Mark as used' })).toBeDisabled());
    expect(screen.getByText('REDEEMED ON 03/02/26')).toBeInTheDocument();
  });
});
