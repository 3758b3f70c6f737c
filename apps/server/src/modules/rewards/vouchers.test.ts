import { VoucherDetail, VoucherPage } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { approveDeposit, injectAs } from './rewards.test-helpers.js';

let t: TestApp;
let admin: { cookie: string };
let buyer: { cookie: string };
let inject: ReturnType<typeof injectAs>;
beforeAll(async () => {
  t = await createTestApp();
  inject = injectAs(t);
  await seedCatalogue(t.database.db);
  admin = await loginAs(t, 'admin', { permissions: ['review_payments', 'manage_rewards'] });
  buyer = await loginAs(t, 'client');
  await approveDeposit(t, buyer, admin);
}, 60_000);
afterAll(() => t.close());

const voucherInput = (overrides: object = {}) => ({
  company_name: 'Lumina Lighting',
  title: '$100 off lights',
  code: 'LUMINA-100',
  is_qr: false,
  description: '<p>Save on <b>lights</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
  terms_conditions:
    '<ul><li>One per home</li></ul><a href="javascript:alert(1)">x</a><a href="https://lumina.example">site</a>',
  validity: '2099-12-31',
  logo_url: '/demo/vouchers/lumina-logo.svg',
  image_url: null,
  value_cents: 100_00,
  is_active: true,
  ...overrides,
});

async function newVoucher(overrides: object = {}) {
  const res = await inject('POST', '/admin/vouchers', admin.cookie, voucherInput(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { _id: string } }>().result._id;
}

const page = async (cookie: string) => {
  const res = await inject('GET', '/vouchers', cookie);
  expect(res.statusCode).toBe(200);
  return VoucherPage.parse(res.json<{ result: unknown }>().result);
};

describe('vouchers (issue 16)', () => {
  it('sanitises the html before storage and again when shown', async () => {
    const id = await newVoucher();
    const [stored] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, id));
    expect(stored?.description).toBe('<p>Save on <b>lights</b></p>');
    expect(stored?.termsConditions).not.toContain('javascript');
    expect(stored?.termsConditions).toContain(
      '<a href="https://lumina.example" target="_blank" rel="noopener noreferrer">',
    );

    // Html written before the rules (or straight into the table) is cleaned on the way out too.
    await t.database.db
      .update(vouchers)
      .set({ description: '<p onclick="x()">Hi</p><iframe></iframe>' })
      .where(eq(vouchers.id, id));
    const detail = await inject('GET', `/vouchers/${id}`, buyer.cookie);
    expect(VoucherDetail.parse(detail.json<{ result: unknown }>().result).description).toBe('<p>Hi</p>');
  });

  it('shows the promo banner, and no voucher, to a client without an approved payment', async () => {
    const id = await newVoucher();
    const newcomer = await loginAs(t, 'client');
    expect(await page(newcomer.cookie)).toMatchObject({ eligible: false, available: [], used: [] });
    expect((await inject('GET', `/vouchers/${id}`, newcomer.cookie)).statusCode).toBe(404);
    expect((await inject('POST', `/vouchers/${id}/redeem`, newcomer.cookie)).statusCode).toBe(404);
  });

  it('lists available and expired vouchers, gives a QR voucher its QR image', async () => {
    const qr = await newVoucher({ is_qr: true, code: 'QR-CODE-1' });
    const expired = await newVoucher({ validity: '2020-01-01', code: 'OLD' });
    const mine = await page(buyer.cookie);
    expect(mine.eligible).toBe(true);
    expect(mine.available.map((v) => v._id)).toContain(qr);
    expect(mine.used.find((v) => v._id === expired)).toMatchObject({ state: 'expired', redeemed_at: null });
    const detail = VoucherDetail.parse(
      (await inject('GET', `/vouchers/${qr}`, buyer.cookie)).json<{ result: unknown }>().result,
    );
    expect(detail.qr_png).toMatch(/^data:image\/png;base64,/);
    const refused = await inject('POST', `/vouchers/${expired}/redeem`, buyer.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe('This voucher has expired.');
  });

  it('marks a voucher used exactly once, however many requests arrive at once, and never undoes it', async () => {
    const id = await newVoucher({ code: 'RACE-50' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => inject('POST', `/vouchers/${id}/redeem`, buyer.cookie)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(results.find((r) => r.statusCode === 409)?.json<{ message: string }>().message).toBe(
      'This voucher was already used.',
    );
    const used = (await page(buyer.cookie)).used.find((v) => v._id === id);
    expect(used?.state).toBe('used');
    expect(used?.redeemed_at).toBeTruthy();
    const admins = await inject('GET', '/admin/vouchers?rowsPerPage=100', admin.cookie);
    const row = admins
      .json<{ result: { items: { _id: string; redemptions: number }[] } }>()
      .result.items.find((v) => v._id === id);
    expect(row?.redemptions).toBe(1);
  });

  it('keeps one client’s redemption from another’s', async () => {
    const id = await newVoucher({ code: 'EACH-OWN' });
    const other = await loginAs(t, 'client');
    await approveDeposit(t, other, admin);
    expect((await inject('POST', `/vouchers/${id}/redeem`, buyer.cookie)).statusCode).toBe(200);
    expect((await page(other.cookie)).available.map((v) => v._id)).toContain(id);
    expect((await inject('POST', `/vouchers/${id}/redeem`, other.cookie)).statusCode).toBe(200);
  });

  it('lets only admins with the manage_rewards permission manage vouchers; bad input is refused in words', async () => {
    expect((await inject('POST', '/admin/vouchers', buyer.cookie, voucherInput())).statusCode).toBe(403);
    expect((await inject('GET', '/admin/vouchers')).statusCode).toBe(401);
    const bad = await inject(
      'POST',
      '/admin/vouchers',
      admin.cookie,
      voucherInput({ company_name: '', logo_url: 'javascript:x' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Please enter the partner company.');
    const missing = await inject('PUT', '/admin/vouchers/nope', admin.cookie, voucherInput());
    expect(missing.statusCode).toBe(404);
    const id = await newVoucher({ code: 'EDIT-ME' });
    const edited = await inject(
      'PUT',
      `/admin/vouchers/${id}`,
      admin.cookie,
      voucherInput({ title: 'New title', is_active: false }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await page(buyer.cookie)).available.map((v) => v._id)).not.toContain(id);
    expect((await inject('GET', `/vouchers/${id}`, buyer.cookie)).statusCode).toBe(404);
  });
});
