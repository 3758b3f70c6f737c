import type { AuthzRow, Expected } from '../../test/authz/authz-table.js';

/** Clients only: each client asks about its own rewards, cart and orders. */
const clients: Expected = {
  visitor: 401,
  client: 200,
  otherClient: 200,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 403,
};
/** Anyone, signed in or not. */
const anyone: Expected = {
  visitor: 200,
  client: 200,
  otherClient: 200,
  merchant: 200,
  otherMerchant: 200,
  projectManager: 200,
  admin: 200,
};
/** The admin with the manage_rewards permission (the world's admin has every flag). */
const transactionAdmin: Expected = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 200,
};

/** Issue 16: EZcash, vouchers and the Shopez shop (issue 15 authorization table). */
export const rewardsAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/rewards/me',
    request: () => ({ url: '/api/v1/rewards/me' }),
    expect: clients,
  },
  {
    route: 'GET /api/v1/admin/ezcash',
    request: () => ({ url: '/api/v1/admin/ezcash' }),
    expect: transactionAdmin,
  },
  {
    route: 'POST /api/v1/admin/ezcash',
    request: (w) => ({ url: '/api/v1/admin/ezcash', payload: w.ezcashBody() }),
    expect: transactionAdmin,
  },
  {
    route: 'GET /api/v1/vouchers',
    request: () => ({ url: '/api/v1/vouchers' }),
    expect: clients,
    why: 'The other client has no approved payment: it gets the page with the promo banner and no voucher.',
  },
  {
    route: 'GET /api/v1/vouchers/:id',
    request: (w) => ({ url: `/api/v1/vouchers/${w.shop.voucherId}` }),
    expect: { ...clients, otherClient: 404 },
    why: 'A voucher is shown only to a client with an approved payment; the other client has none.',
  },
  {
    route: 'POST /api/v1/vouchers/:id/redeem',
    request: async (w, role) => ({
      url: `/api/v1/vouchers/${role === 'client' ? await w.freshVoucher() : w.shop.voucherId}/redeem`,
    }),
    expect: { ...clients, otherClient: 404 },
    why: 'Redeeming is once per client and voucher: the client marks a new voucher used.',
  },
  {
    route: 'GET /api/v1/admin/vouchers',
    request: () => ({ url: '/api/v1/admin/vouchers' }),
    expect: transactionAdmin,
  },
  {
    route: 'POST /api/v1/admin/vouchers',
    request: (w) => ({ url: '/api/v1/admin/vouchers', payload: w.voucherBody() }),
    expect: transactionAdmin,
  },
  {
    route: 'PUT /api/v1/admin/vouchers/:id',
    request: async (w, role) => ({
      url: `/api/v1/admin/vouchers/${role === 'admin' ? await w.freshVoucher() : w.shop.voucherId}`,
      payload: w.voucherBody(),
    }),
    expect: transactionAdmin,
    why: 'The admin changes a new voucher, so the world’s voucher stays as it was.',
  },
  {
    route: 'GET /api/v1/shop/products',
    request: () => ({ url: '/api/v1/shop/products' }),
    expect: anyone,
  },
  {
    route: 'GET /api/v1/shop/filters',
    request: () => ({ url: '/api/v1/shop/filters' }),
    expect: anyone,
  },
  {
    route: 'GET /api/v1/shop/products/:id',
    request: (w) => ({ url: `/api/v1/shop/products/${w.shop.productId}` }),
    expect: clients,
  },
  {
    route: 'GET /api/v1/shop/products/:id/reviews',
    request: (w) => ({ url: `/api/v1/shop/products/${w.shop.productId}/reviews` }),
    expect: clients,
  },
  {
    route: 'POST /api/v1/shop/products/:id/reviews',
    request: async (w, role) => {
      if (role === 'client') await w.buyProduct();
      return {
        url: `/api/v1/shop/products/${w.shop.productId}/reviews`,
        payload: { rating: 5, comments: 'Good value.' },
      };
    },
    expect: { ...clients, otherClient: 403 },
    why: 'Only a client who bought the product reviews it; the other client never did.',
  },
  {
    route: 'GET /api/v1/shop/cart',
    request: () => ({ url: '/api/v1/shop/cart' }),
    expect: clients,
  },
  {
    route: 'PUT /api/v1/shop/cart/:id',
    request: (w) => ({ url: `/api/v1/shop/cart/${w.shop.productId}`, payload: { quantity: 1 } }),
    expect: clients,
    why: 'Each client sets the quantity in its own cart.',
  },
  {
    route: 'POST /api/v1/shop/checkout',
    request: async (w, role) => {
      if (role === 'client') await w.fillCart();
      return { url: '/api/v1/shop/checkout' };
    },
    expect: clients,
    why: 'Each client checks out its own cart: the other client’s holds what the cart row put there, paid with its own EZcash.',
  },
  {
    route: 'GET /api/v1/shop/orders',
    request: () => ({ url: '/api/v1/shop/orders' }),
    expect: clients,
    why: 'Each client reads its own orders only.',
  },
];
