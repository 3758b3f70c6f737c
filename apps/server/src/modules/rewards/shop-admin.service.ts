import {
  type AdminShopOrder,
  type AdminShopProduct,
  type ListQueryInput,
  type ListResult,
  type ShopNamedRow,
  type ShopNameInput,
  type ShopProductInput,
  shopAdminMessages as m,
} from '@reno/domain';
import { count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  shopBrands,
  shopCategories,
  shopOrderItems,
  shopOrders,
  shopProducts,
} from '../../db/schema/rewards.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { listOrder, listWhere, parseList, type ListColumns } from '../../platform/list-query.js';
import { userContactsByIds } from '../accounts/user-directory.service.js';
import { shopOrderNo } from './shop.service.js';

type ProductRow = typeof shopProducts.$inferSelect;

const productColumns: ListColumns = {
  productname: shopProducts.productName,
  brand_name: shopBrands.name,
  category_name: shopCategories.name,
  price_ezcash: shopProducts.priceEzcash,
  stock: shopProducts.stock,
  created_at: shopProducts.createdAt,
};
const productRules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultSearchFields: ['productname', 'brand_name', 'category_name'],
} as const;

const toProduct = (
  p: ProductRow,
  names: { brand: string; category: string },
  sold: number,
): AdminShopProduct => ({
  _id: p.id,
  productname: p.productName,
  description: p.description,
  redeem_instructions: p.redeemInstructions,
  images: p.images,
  price_ezcash: p.priceEzcash,
  price_sgd_cents: p.priceSgdCents,
  brand_id: p.brandId,
  brand_name: names.brand,
  category_id: p.categoryId,
  category_name: names.category,
  address: p.address ?? '',
  stock: p.stock,
  is_active: p.isActive,
  sold,
  created_at: p.createdAt.toISOString(),
});

/** Units sold per product, for one page of products (one grouped query). */
async function soldOf(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shopOrderItems.productId, n: sum(shopOrderItems.quantity) })
    .from(shopOrderItems)
    .where(inArray(shopOrderItems.productId, ids))
    .groupBy(shopOrderItems.productId);
  return new Map(rows.map((r) => [r.id, Number(r.n ?? 0)]));
}

/** GET /admin/shop/products: every product, active or not, through the spec's list query. */
export async function listShopProducts(db: Db, input: ListQueryInput): Promise<ListResult<AdminShopProduct>> {
  const query = parseList(input, productColumns, productRules);
  const where = listWhere(query, productColumns);
  const [rows, totals] = await Promise.all([
    db
      .select({ p: shopProducts, brand: shopBrands.name, category: shopCategories.name })
      .from(shopProducts)
      .innerJoin(shopBrands, eq(shopBrands.id, shopProducts.brandId))
      .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
      .where(where)
      .orderBy(...listOrder(query, productColumns, shopProducts.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(shopProducts)
      .innerJoin(shopBrands, eq(shopBrands.id, shopProducts.brandId))
      .innerJoin(shopCategories, eq(shopCategories.id, shopProducts.categoryId))
      .where(where),
  ]);
  const sold = await soldOf(
    db,
    rows.map((r) => r.p.id),
  );
  return {
    totalCount: Number(totals[0]?.n ?? 0),
    items: rows.map((r) => toProduct(r.p, { brand: r.brand, category: r.category }, sold.get(r.p.id) ?? 0)),
  };
}

/** The brand and category named by the form must exist: their names are what the reply shows. */
async function namesOf(db: DbOrTx, input: ShopProductInput) {
  const [[brand], [category]] = await Promise.all([
    db.select({ name: shopBrands.name }).from(shopBrands).where(eq(shopBrands.id, input.brand_id)),
    db
      .select({ name: shopCategories.name })
      .from(shopCategories)
      .where(eq(shopCategories.id, input.category_id)),
  ]);
  if (!brand)
    throw new AppError('BAD_REQUEST', m.unknownBrand, [{ field: 'brand_id', message: m.unknownBrand }]);
  if (!category)
    throw new AppError('BAD_REQUEST', m.unknownCategory, [
      { field: 'category_id', message: m.unknownCategory },
    ]);
  return { brand: brand.name, category: category.name };
}

const productValues = (input: ShopProductInput) => ({
  productName: input.productname,
  description: input.description,
  redeemInstructions: input.redeem_instructions,
  images: input.images,
  priceEzcash: input.price_ezcash,
  priceSgdCents: input.price_sgd_cents,
  brandId: input.brand_id,
  categoryId: input.category_id,
  address: input.address || null,
  stock: input.stock,
  isActive: input.is_active,
});

export async function createShopProduct(db: Db, input: ShopProductInput): Promise<AdminShopProduct> {
  const names = await namesOf(db, input);
  const [row] = await db.insert(shopProducts).values(productValues(input)).returning();
  if (!row) throw new Error('shop product insert returned nothing');
  return toProduct(row, names, 0);
}

/**
 * PUT /admin/shop/products/{id}: the whole product, stock included. A client's checkout takes stock in
 * its own transaction with the row locked, so an admin's edit and a purchase never lose each other's
 * change beyond what the admin sets: the admin's number is the new stock from that moment.
 */
export async function updateShopProduct(
  db: Db,
  id: string,
  input: ShopProductInput,
): Promise<AdminShopProduct> {
  const names = await namesOf(db, input);
  const [row] = await db
    .update(shopProducts)
    .set(productValues(input))
    .where(eq(shopProducts.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  const sold = await soldOf(db, [row.id]);
  return toProduct(row, names, sold.get(row.id) ?? 0);
}

type NamedTable = typeof shopCategories | typeof shopBrands;

async function listNamed(
  db: Db,
  table: NamedTable,
  column: typeof shopProducts.categoryId | typeof shopProducts.brandId,
): Promise<ShopNamedRow[]> {
  const rows = await db
    .select({ id: table.id, name: table.name, products: sql<number>`count(${shopProducts.id})::int` })
    .from(table)
    .leftJoin(shopProducts, eq(column, table.id))
    .groupBy(table.id, table.name)
    .orderBy(table.name);
  return rows.map((r) => ({ _id: r.id, name: r.name, products: Number(r.products) }));
}

async function saveNamed(
  db: Db,
  table: NamedTable,
  id: string | null,
  input: ShopNameInput,
): Promise<ShopNamedRow> {
  try {
    const [row] = id
      ? await db.update(table).set({ name: input.name }).where(eq(table.id, id)).returning()
      : await db.insert(table).values({ name: input.name }).returning();
    if (!row) throw new AppError('NOT_FOUND');
    const column = table === shopBrands ? shopProducts.brandId : shopProducts.categoryId;
    const [used] = await db.select({ n: count() }).from(shopProducts).where(eq(column, row.id));
    return { _id: row.id, name: row.name, products: Number(used?.n ?? 0) };
  } catch (e) {
    if (uniqueViolation(e))
      throw new AppError('CONFLICT', m.nameTaken, [{ field: 'name', message: m.nameTaken }]);
    throw e;
  }
}

export const listShopCategories = (db: Db) => listNamed(db, shopCategories, shopProducts.categoryId);
export const listShopBrands = (db: Db) => listNamed(db, shopBrands, shopProducts.brandId);
export const saveShopCategory = (db: Db, id: string | null, input: ShopNameInput) =>
  saveNamed(db, shopCategories, id, input);
export const saveShopBrand = (db: Db, id: string | null, input: ShopNameInput) =>
  saveNamed(db, shopBrands, id, input);

const orderColumns: ListColumns = {
  order_no: shopOrders.orderNo,
  total_ezcash: shopOrders.totalEzcash,
  created_at: shopOrders.createdAt,
};
const orderRules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultSearchFields: ['order_no'],
} as const;

/** GET /admin/shop/orders: every paid Shopez order, newest first, with who paid and what it held. */
export async function listShopOrders(db: Db, input: ListQueryInput): Promise<ListResult<AdminShopOrder>> {
  const query = parseList(input, orderColumns, orderRules);
  const where = listWhere(query, orderColumns);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(shopOrders)
      .where(where)
      .orderBy(...listOrder(query, orderColumns, shopOrders.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db.select({ n: count() }).from(shopOrders).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [lines, clients] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            orderId: shopOrderItems.orderId,
            name: shopOrderItems.productName,
            qty: shopOrderItems.quantity,
          })
          .from(shopOrderItems)
          .where(inArray(shopOrderItems.orderId, ids)),
    userContactsByIds(
      db,
      rows.map((r) => r.clientId),
    ),
  ]);
  const byOrder = new Map<string, { name: string; qty: number }[]>();
  for (const l of lines)
    byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), { name: l.name, qty: l.qty }]);
  return {
    totalCount: Number(totals[0]?.n ?? 0),
    items: rows.map((o) => {
      const held = byOrder.get(o.id) ?? [];
      const client = clients.get(o.clientId);
      return {
        _id: o.id,
        order_no: shopOrderNo(o.orderNo),
        client_name: client ? `${client.firstName} ${client.lastName}`.trim() : '-',
        client_email: client?.email ?? '-',
        total_ezcash: o.totalEzcash,
        items: held.reduce((n, l) => n + l.qty, 0),
        summary: held.map((l) => `${l.qty} × ${l.name}`).join(', '),
        created_at: o.createdAt.toISOString(),
      };
    }),
  };
}
