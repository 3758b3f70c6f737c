import type { AuthzRow, Expected } from '../../test/authz/authz-table.js';

/** The admin with the manage_shop permission (the world's admin has it). */
const shopAdmin: Expected = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 200,
};
const anyone: Expected = {
  visitor: 200,
  client: 200,
  otherClient: 200,
  merchant: 200,
  otherMerchant: 200,
  projectManager: 200,
  admin: 200,
};
const unique = () => Math.random().toString(36).slice(2, 10);

/** Issue 16: the admin's Shopez, and the public product pictures. */
export const shopAdminAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/public-files/:fileId',
    request: (w) => ({ url: `/api/v1/public-files/${w.inventoryFile}?thumb=1` }),
    expect: anyone,
    why: 'A product picture the admin uploaded is shown in the public shop; anything else answers 404 (files tests).',
  },
  {
    route: 'GET /api/v1/admin/shop/products',
    request: () => ({ url: '/api/v1/admin/shop/products?page=1&rowsPerPage=20' }),
    expect: shopAdmin,
  },
  {
    route: 'POST /api/v1/admin/shop/products',
    request: async (w) => ({ url: '/api/v1/admin/shop/products', payload: await w.shopProductBody() }),
    expect: shopAdmin,
  },
  {
    route: 'PUT /api/v1/admin/shop/products/:id',
    request: async (w) => ({
      url: `/api/v1/admin/shop/products/${w.shop.productId}`,
      payload: { ...(await w.shopProductBody()), is_active: true, stock: 50 },
    }),
    expect: shopAdmin,
  },
  ...(['categories', 'brands'] as const).flatMap((path): AuthzRow[] => [
    {
      route: `GET /api/v1/admin/shop/${path}`,
      request: () => ({ url: `/api/v1/admin/shop/${path}` }),
      expect: shopAdmin,
    },
    {
      route: `POST /api/v1/admin/shop/${path}`,
      request: () => ({ url: `/api/v1/admin/shop/${path}`, payload: { name: `Authz ${unique()}` } }),
      expect: shopAdmin,
    },
  ]),
  {
    route: 'PUT /api/v1/admin/shop/categories/:id',
    request: async (w) => ({
      url: `/api/v1/admin/shop/categories/${String((await w.shopProductBody()).category_id)}`,
      payload: { name: `Authz category ${unique()}` },
    }),
    expect: shopAdmin,
  },
  {
    route: 'PUT /api/v1/admin/shop/brands/:id',
    request: async (w) => ({
      url: `/api/v1/admin/shop/brands/${String((await w.shopProductBody()).brand_id)}`,
      payload: { name: `Authz brand ${unique()}` },
    }),
    expect: shopAdmin,
  },
  {
    route: 'GET /api/v1/admin/shop/orders',
    request: () => ({ url: '/api/v1/admin/shop/orders?page=1&rowsPerPage=20' }),
    expect: shopAdmin,
  },
];
