import {
  type AdminShopOrder,
  type AdminShopProduct,
  type ListResult,
  type ShopNamedRow,
  type ShopProductCard,
  publicFileURI,
  shopAdminMessages as m,
} from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthzRole, AuthzWorld } from '../../test/authz/authz-table.js';
import { buildAuthzWorld } from '../../test/authz/authz-world.test-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue 16 over HTTP: the admin keeps the Shopez catalogue, its stock and pictures, and reads orders. */
let t: TestApp;
let w: AuthzWorld;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  w = await buildAuthzWorld(t);
}, 180_000);
afterAll(() => t?.close());

const call = (role: AuthzRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: w.actors[role].cookie ? { cookie: w.actors[role].cookie } : {},
    ...(payload ? { payload } : {}),
  });
const result = <T>(res: { json: <R>() => R }) => res.json<{ result: T }>().result;

describe('shop admin', () => {
  it('creates a product with an uploaded picture that every visitor sees, and lists it only while active', async () => {
    const name = `Teak Stool ${Date.now()}`;
    const body = {
      ...(await w.shopProductBody()),
      productname: name,
      images: [publicFileURI(w.inventoryFile)],
      is_active: true,
    };
    const created = await call('admin', 'POST', '/admin/shop/products', body);
    expect(created.statusCode).toBe(200);
    const product = result<AdminShopProduct>(created);
    expect(product).toMatchObject({ productname: name, stock: 5, sold: 0, is_active: true });
    const shop = await call('visitor', 'GET', `/shop/products?search=${encodeURIComponent(name)}`);
    const cards = result<ListResult<ShopProductCard>>(shop).items;
    expect(cards.map((c) => c.image)).toEqual([publicFileURI(w.inventoryFile)]);
    expect((await call('visitor', 'GET', `/public-files/${w.inventoryFile}`)).statusCode).toBe(200);
    // Hidden: gone from the shop, still in the admin's list.
    const hidden = await call('admin', 'PUT', `/admin/shop/products/${product._id}`, {
      ...body,
      is_active: false,
    });
    expect(result<AdminShopProduct>(hidden).is_active).toBe(false);
    const after = await call('visitor', 'GET', `/shop/products?search=${encodeURIComponent(name)}`);
    expect(result<ListResult<ShopProductCard>>(after).items).toHaveLength(0);
    const admin = await call('admin', 'GET', `/admin/shop/products?search=${encodeURIComponent(name)}`);
    expect(result<ListResult<AdminShopProduct>>(admin).items.map((p) => p._id)).toEqual([product._id]);
  });

  it('keeps a client’s upload private even in the inventory category', async () => {
    const theirs = await w.upload('client', 'inventory');
    expect((await call('visitor', 'GET', `/public-files/${theirs}`)).statusCode).toBe(404);
    expect((await call('otherClient', 'GET', `/public-files/${theirs}`)).statusCode).toBe(404);
  });

  it('refuses an unknown brand or category and bad numbers with their messages, changing nothing', async () => {
    const body = await w.shopProductBody();
    const brand = await call('admin', 'POST', '/admin/shop/products', { ...body, brand_id: 'nope' });
    expect(brand.statusCode).toBe(400);
    expect(brand.json<{ message: string }>().message).toBe(m.unknownBrand);
    const stock = await call('admin', 'POST', '/admin/shop/products', { ...body, stock: -1 });
    expect(stock.statusCode).toBe(400);
    expect(JSON.stringify(stock.json())).toContain('The stock cannot be negative.');
    const list = await call(
      'admin',
      'GET',
      `/admin/shop/products?search=${encodeURIComponent(String(body.productname))}`,
    );
    expect(result<ListResult<AdminShopProduct>>(list).totalCount).toBe(0);
  });

  it('adds and renames categories and brands, refusing a name in use', async () => {
    const name = `Lighting ${Date.now()}`;
    const created = await call('admin', 'POST', '/admin/shop/categories', { name });
    expect(result<ShopNamedRow>(created)).toMatchObject({ name, products: 0 });
    const twice = await call('admin', 'POST', '/admin/shop/categories', { name });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(m.nameTaken);
    const brands = result<ShopNamedRow[]>(await call('admin', 'GET', '/admin/shop/brands'));
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.some((b) => b.products > 0)).toBe(true);
  });

  it('lists the orders clients paid in EZcash, newest first', async () => {
    await w.buyProduct();
    const orders = result<ListResult<AdminShopOrder>>(
      await call('admin', 'GET', '/admin/shop/orders?page=1&rowsPerPage=20'),
    );
    expect(orders.totalCount).toBeGreaterThan(0);
    expect(orders.items[0]).toMatchObject({ client_email: w.actors.client.email, items: 1 });
    expect(orders.items[0]!.order_no).toMatch(/^SO-\d{6}$/);
  });
});
