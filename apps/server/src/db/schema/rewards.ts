import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';
import { projects } from './projects.js';

/**
 * Spec "EzCash transaction: ezcash_amount, approval_status, ezcash_category, operator, ezcash_info". The
 * partial unique index lets a client hold one live "New Register" award, so two first projects created
 * at once cannot both award it.
 */
export const ezcashTransactions = pgTable(
  'ezcash_transactions',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** Whole EZcash points (issue 16: bigint like every amount). Always positive; `operator` gives the sign. */
    ezcashAmount: bigint('ezcash_amount', { mode: 'number' }).notNull(),
    /** Pending, Approved, Declined. */
    approvalStatus: text('approval_status').notNull(),
    ezcashCategory: text('ezcash_category').notNull(),
    /** increment or decrement. */
    operator: text('operator').notNull(),
    ezcashInfo: text('ezcash_info'),
    /**
     * What the row pays for, once per client (e.g. "referral:{referred client id}", "order:{id}"): the
     * unique index makes a repeated or concurrent credit a no-op. Null for rows that may repeat.
     */
    sourceRef: text('source_ref'),
    /** The admin who awarded or clawed back; null for the system's own rows. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ezcash_transactions_client_idx').on(t.clientId),
    uniqueIndex('ezcash_transactions_source_once').on(t.clientId, t.sourceRef),
    uniqueIndex('ezcash_new_register_once')
      .on(t.clientId)
      .where(sql`${t.ezcashCategory} = 'New Register' and ${t.approvalStatus} <> 'Declined'`),
  ],
);

/**
 * Spec "Voucher: _id, company_name, code, is_qr, description, terms_conditions, validity (expiry date),
 * title, logo and image". The html columns hold sanitised html only (sanitised again when shown).
 * value_cents is what the voucher is worth, so the partner vouchers add up to the $2,000 promised.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    title: text('title').notNull(),
    code: text('code').notNull(),
    isQr: boolean('is_qr').notNull().default(false),
    description: text('description').notNull().default(''),
    termsConditions: text('terms_conditions').notNull().default(''),
    validity: timestamp('validity', { withTimezone: true }).notNull(),
    logoUrl: text('logo_url'),
    imageUrl: text('image_url'),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vouchers_validity_idx').on(t.validity)],
);

/**
 * Spec "Client voucher (redeemed record): voucher_id, date". One row per client and voucher: the unique
 * index makes "Mark as used" happen once however many requests arrive, and it is never undone.
 */
export const clientVouchers = pgTable(
  'client_vouchers',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_vouchers_once').on(t.clientId, t.voucherId)],
);

/** Spec "Category: category_name" and "Brand: brand_name" of the shop. */
export const shopCategories = pgTable('shop_categories', {
  id: id(),
  name: text('name').notNull().unique(),
});
export const shopBrands = pgTable('shop_brands', {
  id: id(),
  name: text('name').notNull().unique(),
});

/**
 * Spec "Shop product: productname, description, redeem_instructions, images, price_ezcash, price_sgd,
 * brand_name, address, shopez_category". Prices: EZcash points and SGD cents, both bigint.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: id(),
    productName: text('product_name').notNull(),
    description: text('description').notNull().default(''),
    redeemInstructions: text('redeem_instructions').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    priceEzcash: bigint('price_ezcash', { mode: 'number' }).notNull(),
    priceSgdCents: bigint('price_sgd_cents', { mode: 'number' }).notNull().default(0),
    brandId: text('brand_id')
      .notNull()
      .references(() => shopBrands.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => shopCategories.id),
    address: text('address'),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('shop_products_price_idx').on(t.priceEzcash),
    check('shop_products_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

/** Spec "Cart entry: client_id, shopez_product_id, quantity, status" — a row is a product in the cart. */
export const shopCartItems = pgTable(
  'shop_cart_items',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.productId] })],
);

/** A paid Shopez order; its EZcash row in the ledger carries `order:{id}`. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: id(),
    orderNo: bigserial('order_no', { mode: 'number' }).notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalEzcash: bigint('total_ezcash', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_orders_client_idx').on(t.clientId, t.createdAt)],
);

export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id),
    /** The name and price when bought: a later edit of the product does not rewrite history. */
    productName: text('product_name').notNull(),
    priceEzcash: bigint('price_ezcash', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('shop_order_items_order_idx').on(t.orderId),
    index('shop_order_items_product_idx').on(t.productId),
  ],
);

/** Spec "Shop review": one per client and product, only by a client who bought it. */
export const shopReviews = pgTable(
  'shop_reviews',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comments: text('comments').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_reviews_once').on(t.productId, t.clientId),
    check('shop_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Spec §3 "Banner: banner_path": the Shopez carousel's pictures, kept by the admin (issue 16). */
export const shopBanners = pgTable(
  'shop_banners',
  {
    id: id(),
    bannerPath: text('banner_path').notNull(),
    /** Read aloud for the picture: what the banner says. */
    title: text('title').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('shop_banners_active_idx').on(t.isActive, t.sortOrder)],
);
