import { randomUUID } from 'node:crypto';
import { Cart, CheckoutResult, ShopFilters, ShopOrder, ShopProductCard, listResult } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoShop } from '../../db/seed/rewards-demo.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { injectAs } from './rewards.test-helpers.js';

let t: TestApp;
let admin: { cookie: string };
let inject: ReturnType<typeof injectAs>;
let products: ShopProductCard[];
beforeAll(async () => {
  t = await createTestApp();
  inject = injectAs(t);
  await seedDemoShop(t.database.db);
  admin = await loginAs(t, 'admin', { permissions: ['review_payments', 'manage_rewards'] });
  const res = await inject('GET', '/shop/products?rowsPerPage=100');
  products = listResult(ShopProductCard).parse(res.json<{ result: unknown }>().result).items;
}, 60_000);
afterAll(() => t.close());

const result = <T>(schema: z.ZodType<T>, res: { json: <R>() => R }) =>
  schema.parse(res.json<{ result: unknown }>().result);

async function clientWith(ezcash: number) {
  const client = await loginAs(t, 'client');
  if (ezcash > 0) {
    const res = await inject('POST', '/admin/ezcash', admin.cookie, {
      email: client.user.email,
      direction: 'award',
      amount: ezcash,
      reason: 'Test balance',
      request_id: randomUUID(),
    });
    expect(res.statusCode).toBe(200);
  }
  return client;
}

const put = (cookie: string, productId: string, quantity: number) =>
  inject('PUT', `/shop/cart/${productId}`, cookie, { quantity });

describe('the Shopez list (spec "Shop")', () => {
  it('has a demo catalogue of 20+ products in several categories and brands, with images', async () => {
    expect(products.length).toBeGreaterThanOrEqual(20);
    expect(products.every((p) => p.image?.startsWith('/demo/shop/'))).toBe(true);
    const filters = result(ShopFilters, await inject('GET', '/shop/filters'));
    expect(filters.categories.length).toBeGreaterThanOrEqual(4);
    expect(filters.brands.length).toBeGreaterThanOrEqual(4);
  });

  it('sorts by price high to low by default, pages 20 at a time, searches names and filters', async () => {
    const first = result(listResult(ShopProductCard), await inject('GET', '/shop/products'));
    expect(first.items).toHaveLength(20);
    expect(first.totalCount).toBe(products.length);
    const prices = first.items.map((p) => p.price_ezcash);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const asc = result(listResult(ShopProductCard), await inject('GET', '/shop/products?sort=price_asc'));
    expect(asc.items[0]!.price_ezcash).toBe(Math.min(...products.map((p) => p.price_ezcash)));
    const found = result(
      listResult(ShopProductCard),
      await inject('GET', '/shop/products?search=RICE%20cook'),
    );
    expect(found.items.map((p) => p.productname)).toEqual(['Rice cooker 1.8 L with induction heating']);
    const filters = result(ShopFilters, await inject('GET', '/shop/filters'));
    const kitchen = filters.categories.find((c) => c.name === 'Kitchen')!;
    const lumina = filters.brands.find((b) => b.name === 'Lumina')!;
    const both = result(
      listResult(ShopProductCard),
      await inject('GET', `/shop/products?category=${kitchen._id}&brand=${lumina._id}`),
    );
    expect(both.totalCount).toBe(0);
    const kitchenOnly = result(
      listResult(ShopProductCard),
      await inject('GET', `/shop/products?category=${kitchen._id}`),
    );
    expect(kitchenOnly.totalCount).toBe(kitchen.count);
    expect((await inject('GET', '/shop/products?sort=cheapest')).statusCode).toBe(400);
  });

  it('opens a product, the cart and checkout only for a client', async () => {
    const id = products[0]!._id;
    expect((await inject('GET', `/shop/products/${id}`)).statusCode).toBe(401);
    expect((await inject('GET', `/shop/products/${id}`, admin.cookie)).statusCode).toBe(403);
    expect((await inject('GET', '/shop/cart')).statusCode).toBe(401);
    expect((await inject('POST', '/shop/checkout')).statusCode).toBe(401);
    const client = await clientWith(0);
    expect((await inject('GET', '/shop/products/nope', client.cookie)).statusCode).toBe(404);
  });
});

describe('cart and checkout in EZcash (issue 16)', () => {
  it('refuses an order the balance cannot cover and charges nothing', async () => {
    const product = products.find((p) => p.price_ezcash > 300)!;
    const client = await clientWith(300);
    expect((await put(client.cookie, product._id, 1)).statusCode).toBe(200);
    const res = await inject('POST', '/shop/checkout', client.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe('You do not have enough EZcash for this order.');
    const cart = result(Cart, await inject('GET', '/shop/cart', client.cookie));
    expect(cart).toMatchObject({ balance: 300, total_ezcash: product.price_ezcash });
    expect(result(z.array(ShopOrder), await inject('GET', '/shop/orders', client.cookie))).toEqual([]);
  });

  it('pays an order from the balance, empties the cart, lowers stock and lists it in history', async () => {
    const cheap = [...products].sort((a, b) => a.price_ezcash - b.price_ezcash).slice(0, 2);
    const client = await clientWith(1_000);
    await put(client.cookie, cheap[0]!._id, 2);
    const cart = result(Cart, await put(client.cookie, cheap[1]!._id, 1));
    const total = cheap[0]!.price_ezcash * 2 + cheap[1]!.price_ezcash;
    expect(cart.total_ezcash).toBe(total);
    const paid = result(CheckoutResult, await inject('POST', '/shop/checkout', client.cookie));
    expect(paid.balance).toBe(1_000 - total);
    expect(paid.order.order_no).toMatch(/^SO-\d{6}$/);
    expect(result(Cart, await inject('GET', '/shop/cart', client.cookie)).lines).toEqual([]);
    const history = result(z.array(ShopOrder), await inject('GET', '/shop/orders', client.cookie));
    expect(history.map((o) => o._id)).toEqual([paid.order._id]);
    const after = result(listResult(ShopProductCard), await inject('GET', '/shop/products?rowsPerPage=100'));
    expect(after.items.find((p) => p._id === cheap[0]!._id)!.stock).toBe(cheap[0]!.stock - 2);
    // Another client sees none of it.
    const other = await clientWith(0);
    expect(result(z.array(ShopOrder), await inject('GET', '/shop/orders', other.cookie))).toEqual([]);
  });

  it('charges one cart once, however many checkouts arrive at once', async () => {
    const product = [...products].sort((a, b) => a.price_ezcash - b.price_ezcash)[0]!;
    const client = await clientWith(5_000);
    await put(client.cookie, product._id, 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => inject('POST', '/shop/checkout', client.cookie)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)?.json<{ message: string }>().message).toBe(
      'Your cart is empty.',
    );
    expect(result(Cart, await inject('GET', '/shop/cart', client.cookie)).balance).toBe(
      5_000 - product.price_ezcash,
    );
    expect(result(z.array(ShopOrder), await inject('GET', '/shop/orders', client.cookie))).toHaveLength(1);
  });

  it('takes a quantity of 0 out of the cart and refuses a negative one in words', async () => {
    const client = await clientWith(0);
    const id = products[1]!._id;
    await put(client.cookie, id, 3);
    expect(result(Cart, await put(client.cookie, id, 0)).lines).toEqual([]);
    const bad = await put(client.cookie, id, -1);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('The quantity cannot be below 0.');
  });

  it('lets only a client who bought a product review it, once', async () => {
    const product = [...products].sort((a, b) => a.price_ezcash - b.price_ezcash)[0]!;
    const buyer = await clientWith(1_000);
    const stranger = await clientWith(0);
    const review = { rating: 5, comments: 'Sturdy and pretty.' };
    const refused = await inject('POST', `/shop/products/${product._id}/reviews`, stranger.cookie, review);
    expect(refused.statusCode).toBe(403);
    await put(buyer.cookie, product._id, 1);
    expect((await inject('POST', '/shop/checkout', buyer.cookie)).statusCode).toBe(200);
    expect(
      (await inject('POST', `/shop/products/${product._id}/reviews`, buyer.cookie, review)).statusCode,
    ).toBe(200);
    expect(
      (await inject('POST', `/shop/products/${product._id}/reviews`, buyer.cookie, review)).statusCode,
    ).toBe(409);
    const reviews = await inject('GET', `/shop/products/${product._id}/reviews`, stranger.cookie);
    expect(reviews.json<{ result: { totalCount: number } }>().result.totalCount).toBe(1);
  });
});
