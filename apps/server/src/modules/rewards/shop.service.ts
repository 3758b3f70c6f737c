import {
  type Cart,
  cartTotal,
  DEFAULT_SHOP_SORT,
  ezcashCategories,
  type ListResult,
  SHOP_PAGE_SIZE,
  SHOP_REVIEWS_PAGE_SIZE,
  type ShopFilters,
  type ShopListQuery,
  shopMessages as m,
  type ShopOrder,
  type ShopProductCard,
  type ShopProductDetail,
  type ShopReview,
  type ShopReviewInput,
} from '@reno/domain';
import { and, asc, avg, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  shopBrands,
  shopCartItems,
  shopCategories,
  shopOrderItems,
  shopOrders,
  shopProducts,
  shopReviews,
} from '../../db/schema/rewards.js';
import { AppError } from '../../platform/errors.js';
import { containsPattern } from '../../platform/list-query.js';
import { userNamesByIds } from '../accounts/client-search.service.js';
import { debitEzcash, ezcashBalanceOf, lockClientEzcash } from './ezcash-ledger.js';

type ProductRow = typeof shopProducts.$inferSelect;

const ids = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= 64)
    .slice(0, 50);

/** Average rating and count of reviews per product, one query for a page of products. */
async function ratingsOf(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, { rating: number; n: number }>();
  const rows = await db
    .select({ id: shopReviews.productId, rating: avg(shopReviews.rating), n: count() })
    .from(shopReviews)
    .where(inArray(shopReviews.productId, productIds))
    .groupBy(shopReviews.productId);
  return new Map(rows.map((r) => [r.id, { rating: Math.round(Number(r.rating) * 10) / 10, n: Number(r.n) }]));
}

const cardOf = (
  p: ProductRow,
  names: { brand: string; category: string },
  rating: { rating: number; n: number } | undefined,
): ShopProductCard => ({
  _id: p.id,
  productname: p.productName,
  price_ezcash: p.priceEzcash,
  price_sgd_cents: p.priceSgdCents,
  image: p.images[0] ?? null,
  brand_name: names.brand,
  category_name: names.category,
  rating: rating ? rating.rating : null,
  review_count: rating?.n ?? 0,
  stock: p.stock,
});

/**
 * The Shopez list (spec "Shop"): search on the product name, categories and brands (any of the
 * ticked ones), sort by EZcash price (high to low by default), 20 a page.
 */
export async function listProducts(db: Db, query: ShopListQuery): Promise<ListResult<ShopProductCard>> {
  const rowsPerPage = query.rowsPerPage ?? SHOP_PAGE_SIZE;
  const page = query.page ?? 1;
  const conditions: SQL[] = [eq(shopProducts.isActive, true)];
  if (query.search) conditions.push(ilike(shopProducts.productName, containsPattern(query.search)));
  const categories = ids(query.category);
  if (categories.length > 0) conditions.push(inArray(shopProducts.categoryId, categories));
  const brands = ids(query.brand);
  if (brands.length > 0) conditions.push(inArray(shopProducts.brandId, brands));
  const where = and(...conditions);
  const order = (query.sort ?? DEFAULT_SHOP_SORT) === 'price_asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({ p: shopProducts, brand: shopBrands.name, category: shopCategories.name })
      .from(shopProducts)
      .innerJoin(shopBrands, eq(shopBrands.id, shopProducts.brandId))
      .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
      .where(where)
      .orderBy(order(shopProducts.priceEzcash), asc(shopProducts.id))
      .limit(rowsPerPage)
      .offset((page - 1) * rowsPerPage),
    db.select({ n: count() }).from(shopProducts).where(where),
  ]);
  const ratings = await ratingsOf(
    db,
    rows.map((r) => r.p.id),
  );
  return {
    totalCount: Number(totals[0]?.n ?? 0),
    items: rows.map((r) => cardOf(r.p, { brand: r.brand, category: r.category }, ratings.get(r.p.id))),
  };
}

export async function listFilters(db: Db): Promise<ShopFilters> {
  const active = eq(shopProducts.isActive, true);
  const [categories, brands] = await Promise.all([
    db
      .select({ _id: shopCategories.id, name: shopCategories.name, count: count(shopProducts.id) })
      .from(shopCategories)
      .leftJoin(shopProducts, and(eq(shopProducts.categoryId, shopCategories.id), active))
      .groupBy(shopCategories.id)
      .orderBy(asc(shopCategories.name)),
    db
      .select({ _id: shopBrands.id, name: shopBrands.name, count: count(shopProducts.id) })
      .from(shopBrands)
      .leftJoin(shopProducts, and(eq(shopProducts.brandId, shopBrands.id), active))
      .groupBy(shopBrands.id)
      .orderBy(asc(shopBrands.name)),
  ]);
  return {
    categories: categories.map((c) => ({ ...c, count: Number(c.count) })),
    brands: brands.map((b) => ({ ...b, count: Number(b.count) })),
  };
}

async function activeProduct(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ p: shopProducts, brand: shopBrands.name, category: shopCategories.name })
    .from(shopProducts)
    .innerJoin(shopBrands, eq(shopBrands.id, shopProducts.brandId))
    .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.isActive, true)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function hasBought(db: DbOrTx, clientId: string, productId: string) {
  const [row] = await db
    .select({ id: shopOrderItems.id })
    .from(shopOrderItems)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId))
    .where(and(eq(shopOrders.clientId, clientId), eq(shopOrderItems.productId, productId)))
    .limit(1);
  return Boolean(row);
}

export async function getProduct(db: Db, clientId: string, productId: string): Promise<ShopProductDetail> {
  const row = await activeProduct(db, productId);
  const [ratings, cart, bought, reviewed] = await Promise.all([
    ratingsOf(db, [productId]),
    db
      .select({ quantity: shopCartItems.quantity })
      .from(shopCartItems)
      .where(and(eq(shopCartItems.clientId, clientId), eq(shopCartItems.productId, productId))),
    hasBought(db, clientId, productId),
    db
      .select({ id: shopReviews.id })
      .from(shopReviews)
      .where(and(eq(shopReviews.clientId, clientId), eq(shopReviews.productId, productId))),
  ]);
  return {
    ...cardOf(row.p, { brand: row.brand, category: row.category }, ratings.get(productId)),
    description: row.p.description,
    redeem_instructions: row.p.redeemInstructions,
    images: row.p.images,
    address: row.p.address,
    in_cart: cart[0]?.quantity ?? 0,
    can_review: bought && reviewed.length === 0,
  };
}

/** Spec "Reviews: 10 per page, sort by _id ascending ... merged with client for first_name and last_name". */
export async function listReviews(db: Db, productId: string, page: number): Promise<ListResult<ShopReview>> {
  await activeProduct(db, productId);
  const where = eq(shopReviews.productId, productId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(shopReviews)
      .where(where)
      .orderBy(asc(shopReviews.createdAt), asc(shopReviews.id))
      .limit(SHOP_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * SHOP_REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(shopReviews).where(where),
  ]);
  const names = await userNamesByIds(
    db,
    rows.map((r) => r.clientId),
  );
  return {
    totalCount: Number(totals[0]?.n ?? 0),
    items: rows.map((r) => ({
      _id: r.id,
      first_name: names.get(r.clientId)?.first_name ?? '',
      last_name: names.get(r.clientId)?.last_name ?? '',
      rating: r.rating,
      comments: r.comments,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function addReview(db: Db, clientId: string, productId: string, input: ShopReviewInput) {
  await activeProduct(db, productId);
  if (!(await hasBought(db, clientId, productId))) throw new AppError('FORBIDDEN', m.reviewOnlyBuyers);
  const [row] = await db
    .insert(shopReviews)
    .values({ productId, clientId, rating: input.rating, comments: input.comments })
    .onConflictDoNothing()
    .returning({ id: shopReviews.id });
  if (!row) throw new AppError('CONFLICT', 'You already reviewed this product.');
  return { _id: row.id };
}

export async function getCart(db: DbOrTx, clientId: string): Promise<Cart> {
  const rows = await db
    .select({ item: shopCartItems, p: shopProducts })
    .from(shopCartItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopCartItems.productId))
    .where(and(eq(shopCartItems.clientId, clientId), eq(shopProducts.isActive, true)))
    .orderBy(asc(shopCartItems.updatedAt), asc(shopProducts.id));
  const lines = rows.map(({ item, p }) => ({
    product_id: p.id,
    productname: p.productName,
    image: p.images[0] ?? null,
    price_ezcash: p.priceEzcash,
    quantity: item.quantity,
    stock: p.stock,
  }));
  return { lines, total_ezcash: cartTotal(lines), balance: await ezcashBalanceOf(db, clientId) };
}

/** "Add to cart" and the quantity control: sets the product's quantity; 0 takes it out of the cart. */
export async function setCartQuantity(
  db: Db,
  clientId: string,
  productId: string,
  quantity: number,
): Promise<Cart> {
  await activeProduct(db, productId);
  if (quantity === 0) {
    await db
      .delete(shopCartItems)
      .where(and(eq(shopCartItems.clientId, clientId), eq(shopCartItems.productId, productId)));
  } else {
    await db
      .insert(shopCartItems)
      .values({ clientId, productId, quantity })
      .onConflictDoUpdate({
        target: [shopCartItems.clientId, shopCartItems.productId],
        set: { quantity, updatedAt: new Date() },
      });
  }
  return getCart(db, clientId);
}

export const shopOrderNo = (n: number) => `SO-${String(n).padStart(6, '0')}`;

/**
 * Checkout in EZcash (issue 16): one transaction locks the client (the same lock every EZcash spend
 * takes), reads the cart, checks stock, debits the balance, writes the order and empties the cart.
 * Of several checkouts of one cart at once, the first pays and empties it; the others find it empty.
 */
export async function checkout(db: Db, clientId: string): Promise<{ order: ShopOrder; balance: number }> {
  return db.transaction(async (tx) => {
    await lockClientEzcash(tx, clientId);
    const cart = await getCart(tx, clientId);
    if (cart.lines.length === 0) throw new AppError('CONFLICT', m.cartEmpty);
    const locked = await tx
      .select()
      .from(shopProducts)
      .where(
        inArray(
          shopProducts.id,
          cart.lines.map((l) => l.product_id),
        ),
      )
      .orderBy(asc(shopProducts.id))
      .for('update');
    const byId = new Map(locked.map((p) => [p.id, p]));
    for (const line of cart.lines) {
      const p = byId.get(line.product_id);
      if (!p || !p.isActive) throw new AppError('CONFLICT', m.productGone);
      if (p.stock < line.quantity) throw new AppError('CONFLICT', m.outOfStock(p.productName));
    }
    const total = cartTotal(cart.lines);
    const [order] = await tx.insert(shopOrders).values({ clientId, totalEzcash: total }).returning();
    if (!order) throw new AppError('CONFLICT');
    const { balance } = await debitEzcash(
      tx,
      {
        clientId,
        amount: total,
        category: ezcashCategories.shopPurchase,
        info: `Shopez order ${shopOrderNo(order.orderNo)}`,
        sourceRef: `order:${order.id}`,
      },
      m.notEnoughEzcash,
    );
    await tx.insert(shopOrderItems).values(
      cart.lines.map((l) => ({
        orderId: order.id,
        productId: l.product_id,
        productName: l.productname,
        priceEzcash: l.price_ezcash,
        quantity: l.quantity,
      })),
    );
    for (const l of cart.lines) {
      await tx
        .update(shopProducts)
        .set({ stock: sql`${shopProducts.stock} - ${l.quantity}` })
        .where(eq(shopProducts.id, l.product_id));
    }
    await tx.delete(shopCartItems).where(eq(shopCartItems.clientId, clientId));
    return {
      balance,
      order: {
        _id: order.id,
        order_no: shopOrderNo(order.orderNo),
        total_ezcash: total,
        created_at: order.createdAt.toISOString(),
        lines: cart.lines.map((l) => ({
          product_id: l.product_id,
          productname: l.productname,
          quantity: l.quantity,
          price_ezcash: l.price_ezcash,
        })),
      },
    };
  });
}

/** Purchase history: the client's own orders only, newest first. */
export async function listOrders(db: Db, clientId: string): Promise<ShopOrder[]> {
  const orders = await db
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.clientId, clientId))
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.orderNo))
    .limit(100);
  if (orders.length === 0) return [];
  const items = await db
    .select()
    .from(shopOrderItems)
    .where(
      inArray(
        shopOrderItems.orderId,
        orders.map((o) => o.id),
      ),
    );
  return orders.map((o) => ({
    _id: o.id,
    order_no: shopOrderNo(o.orderNo),
    total_ezcash: o.totalEzcash,
    created_at: o.createdAt.toISOString(),
    lines: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
        product_id: i.productId,
        productname: i.productName,
        quantity: i.quantity,
        price_ezcash: i.priceEzcash,
      })),
  }));
}
