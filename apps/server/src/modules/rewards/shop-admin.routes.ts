import {
  AdminShopOrder,
  AdminShopProduct,
  ListQueryInput,
  listResult,
  ShopNamedRow,
  ShopNameInput,
  ShopProductInput,
  shopAdminMessages as m,
} from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  createShopProduct,
  listShopBrands,
  listShopCategories,
  listShopOrders,
  listShopProducts,
  saveShopBrand,
  saveShopCategory,
  updateShopProduct,
} from './shop-admin.service.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** Before the body or the query is read: the caller must be an admin allowed to manage the shop. */
const shopAdminOnly = async (request: FastifyRequest) => {
  requireAdmin(request, 'manage_shop');
};

/** Issue 16: the admin's Shopez: products with stock and pictures, categories, brands and orders. */
export async function shopAdminRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['shop-admin'];

  app.get(
    '/admin/shop/products',
    {
      preValidation: shopAdminOnly,
      schema: { tags, querystring: ListQueryInput, response: envelope(listResult(AdminShopProduct)) },
    },
    async (request) => ok(await listShopProducts(db, request.query)),
  );
  app.post(
    '/admin/shop/products',
    {
      preValidation: shopAdminOnly,
      schema: { tags, body: ShopProductInput, response: envelope(AdminShopProduct) },
    },
    async (request) => ok(await createShopProduct(db, request.body), m.saved),
  );
  app.put(
    '/admin/shop/products/:id',
    {
      preValidation: shopAdminOnly,
      schema: { tags, params: IdParams, body: ShopProductInput, response: envelope(AdminShopProduct) },
    },
    async (request) => ok(await updateShopProduct(db, request.params.id, request.body), m.saved),
  );

  for (const [path, list, save, saved] of [
    ['categories', listShopCategories, saveShopCategory, m.categorySaved],
    ['brands', listShopBrands, saveShopBrand, m.brandSaved],
  ] as const) {
    app.get(
      `/admin/shop/${path}`,
      { preValidation: shopAdminOnly, schema: { tags, response: envelope(z.array(ShopNamedRow)) } },
      async () => ok(await list(db)),
    );
    app.post(
      `/admin/shop/${path}`,
      {
        preValidation: shopAdminOnly,
        schema: { tags, body: ShopNameInput, response: envelope(ShopNamedRow) },
      },
      async (request) => ok(await save(db, null, request.body), saved),
    );
    app.put(
      `/admin/shop/${path}/:id`,
      {
        preValidation: shopAdminOnly,
        schema: { tags, params: IdParams, body: ShopNameInput, response: envelope(ShopNamedRow) },
      },
      async (request) => ok(await save(db, request.params.id, request.body), saved),
    );
  }

  app.get(
    '/admin/shop/orders',
    {
      preValidation: shopAdminOnly,
      schema: { tags, querystring: ListQueryInput, response: envelope(listResult(AdminShopOrder)) },
    },
    async (request) => ok(await listShopOrders(db, request.query)),
  );
}
