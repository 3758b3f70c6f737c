import {
  Cart,
  CartQuantityInput,
  CheckoutResult,
  ShopFilters,
  ShopListQuery,
  ShopOrder,
  ShopProductCard,
  ShopProductDetail,
  ShopReview,
  ShopReviewInput,
  shopMessages,
  AdminVoucher,
  AdminVoucherInput,
  VoucherDetail,
  VoucherPage,
  VoucherRedeemed,
  voucherTexts,
  AdminEzcashAdjustment,
  AdminEzcashResult,
  AdminEzcashRow,
  ezcashMessages,
  ListQueryInput,
  listResult,
  RewardsSummary,
} from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin, requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { adjustEzcash, getRewardsSummary, listLedgerForAdmin } from './rewards.service.js';
import {
  createVoucher,
  getVoucherDetail,
  getVoucherPage,
  listVouchersForAdmin,
  redeemVoucher,
  updateVoucher,
} from './vouchers.service.js';

import {
  addReview,
  checkout,
  getCart,
  getProduct,
  listFilters,
  listOrders,
  listProducts,
  listReviews,
  setCartQuantity,
} from './shop.service.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const ReviewPage = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/** EZcash and vouchers: the manage_rewards action (issue 18). */
export const EZCASH_ADMIN_PERMISSION = 'manage_rewards';
const ezcashAdminOnly = async (request: FastifyRequest) => {
  requireAdmin(request, EZCASH_ADMIN_PERMISSION);
};

/** Issue 16: the client's rewards page and the admin EZcash ledger. */
export async function rewardsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['rewards'];

  app.get('/rewards/me', { schema: { tags, response: envelope(RewardsSummary) } }, async (request) => {
    const user = requireRole(request, 'client');
    return ok(await getRewardsSummary(db, user._id));
  });

  app.get(
    '/admin/ezcash',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, querystring: ListQueryInput, response: envelope(listResult(AdminEzcashRow)) },
    },
    async (request) => ok(await listLedgerForAdmin(db, request.query)),
  );

  app.post(
    '/admin/ezcash',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, body: AdminEzcashAdjustment, response: envelope(AdminEzcashResult) },
    },
    async (request) => {
      const admin = requireAdmin(request, EZCASH_ADMIN_PERMISSION);
      return ok(await adjustEzcash(db, admin, request.body), ezcashMessages.adjusted);
    },
  );

  // Vouchers (issue 16, spec "Vouchers (client)"): the client id always comes from the session.
  app.get('/vouchers', { schema: { tags, response: envelope(VoucherPage) } }, async (request) => {
    const user = requireRole(request, 'client');
    return ok(await getVoucherPage(db, user._id));
  });

  app.get(
    '/vouchers/:id',
    { schema: { tags, params: IdParams, response: envelope(VoucherDetail) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getVoucherDetail(db, user._id, request.params.id));
    },
  );

  app.post(
    '/vouchers/:id/redeem',
    { schema: { tags, params: IdParams, response: envelope(VoucherRedeemed) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await redeemVoucher(db, user._id, request.params.id), voucherTexts.markedUsed);
    },
  );

  app.get(
    '/admin/vouchers',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, querystring: ListQueryInput, response: envelope(listResult(AdminVoucher)) },
    },
    async (request) => ok(await listVouchersForAdmin(db, request.query)),
  );

  app.post(
    '/admin/vouchers',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, body: AdminVoucherInput, response: envelope(AdminVoucher) },
    },
    async (request) => ok(await createVoucher(db, request.body)),
  );

  app.put(
    '/admin/vouchers/:id',
    {
      preValidation: ezcashAdminOnly,
      schema: { tags, params: IdParams, body: AdminVoucherInput, response: envelope(AdminVoucher) },
    },
    async (request) => ok(await updateVoucher(db, request.params.id, request.body)),
  );

  // Shopez (issue 16, spec "Shop", "Product detail", "Cart"). The list and its filters are public
  // (visitors see the shop); a product, the cart, checkout and history need a client session.
  app.get(
    '/shop/products',
    { schema: { tags, querystring: ShopListQuery, response: envelope(listResult(ShopProductCard)) } },
    async (request) => ok(await listProducts(db, request.query)),
  );

  app.get('/shop/filters', { schema: { tags, response: envelope(ShopFilters) } }, async () =>
    ok(await listFilters(db)),
  );

  app.get(
    '/shop/products/:id',
    { schema: { tags, params: IdParams, response: envelope(ShopProductDetail) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getProduct(db, user._id, request.params.id));
    },
  );

  app.get(
    '/shop/products/:id/reviews',
    {
      schema: { tags, params: IdParams, querystring: ReviewPage, response: envelope(listResult(ShopReview)) },
    },
    async (request) => {
      requireRole(request, 'client');
      return ok(await listReviews(db, request.params.id, request.query.page ?? 1));
    },
  );

  app.post(
    '/shop/products/:id/reviews',
    {
      schema: {
        tags,
        params: IdParams,
        body: ShopReviewInput,
        response: envelope(z.object({ _id: z.string() })),
      },
    },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await addReview(db, user._id, request.params.id, request.body), shopMessages.reviewThanks);
    },
  );

  app.get('/shop/cart', { schema: { tags, response: envelope(Cart) } }, async (request) => {
    const user = requireRole(request, 'client');
    return ok(await getCart(db, user._id));
  });

  app.put(
    '/shop/cart/:id',
    { schema: { tags, params: IdParams, body: CartQuantityInput, response: envelope(Cart) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(
        await setCartQuantity(db, user._id, request.params.id, request.body.quantity),
        shopMessages.addedToCart,
      );
    },
  );

  app.post('/shop/checkout', { schema: { tags, response: envelope(CheckoutResult) } }, async (request) => {
    const user = requireRole(request, 'client');
    return ok(await checkout(db, user._id), shopMessages.ordered);
  });

  app.get('/shop/orders', { schema: { tags, response: envelope(z.array(ShopOrder)) } }, async (request) => {
    const user = requireRole(request, 'client');
    return ok(await listOrders(db, user._id));
  });
}
