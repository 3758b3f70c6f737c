import { z } from 'zod';

/**
 * Issue 16: the admin keeps the Shopez catalogue (spec §3 "Shop product: productname, description,
 * redeem_instructions, images, price_ezcash, price_sgd, brand_name, address, shopez_category. Category:
 * category_name. Brand: brand_name."), its stock, and reads the orders clients paid in EZcash.
 */
export const shopAdminMessages = {
  saved: 'Product saved.', // ours
  categorySaved: 'Category saved.', // ours
  brandSaved: 'Brand saved.', // ours
  nameTaken: 'This name is already used.', // ours
  unknownCategory: 'Please choose a category.', // ours
  unknownBrand: 'Please choose a brand.', // ours
} as const;

/** A picture: an admin's inventory upload (/api/v1/public-files/…) or a site path (the demo's). */
const ImagePath = z
  .string()
  .trim()
  .max(500, 'The image address is too long.')
  .regex(/^\/[^/\\]/, 'Upload the picture, or use a site path.');

export const ShopProductInput = z.object({
  productname: z.string().trim().min(1, 'Please enter the product name.').max(120, 'At most 120 characters.'),
  description: z.string().trim().max(5000, 'The description is too long.'),
  redeem_instructions: z.string().trim().max(5000, 'The instructions are too long.'),
  images: z.array(ImagePath).max(8, 'At most 8 pictures.'),
  price_ezcash: z
    .number({ error: 'Please enter the price in EZcash.' })
    .int('Whole EZcash only.')
    .min(1, 'The price must be at least 1 EZcash.')
    .max(100_000_000, 'The price is too high.'),
  price_sgd_cents: z
    .number({ error: 'Please enter the price in SGD.' })
    .int('Whole cents only.')
    .min(0, 'The price cannot be negative.')
    .max(100_000_000_00, 'The price is too high.'),
  brand_id: z.string().trim().min(1, shopAdminMessages.unknownBrand).max(64),
  category_id: z.string().trim().min(1, shopAdminMessages.unknownCategory).max(64),
  address: z.string().trim().max(300, 'At most 300 characters.'),
  stock: z
    .number({ error: 'Please enter the stock.' })
    .int('Whole units only.')
    .min(0, 'The stock cannot be negative.')
    .max(1_000_000, 'The stock is too high.'),
  is_active: z.boolean(),
});
export type ShopProductInput = z.infer<typeof ShopProductInput>;

export const AdminShopProduct = ShopProductInput.extend({
  _id: z.string(),
  brand_name: z.string(),
  category_name: z.string(),
  sold: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type AdminShopProduct = z.infer<typeof AdminShopProduct>;

/** Spec list query fields of the admin product grid (sortable, searchable). */
export const SHOP_PRODUCT_LIST_FIELDS = [
  'productname',
  'brand_name',
  'category_name',
  'price_ezcash',
  'stock',
  'created_at',
] as const;

export const ShopNameInput = z.object({
  name: z.string().trim().min(1, 'Please enter a name.').max(80, 'At most 80 characters.'),
});
export type ShopNameInput = z.infer<typeof ShopNameInput>;

/** Category or brand, with how many products use it. */
export const ShopNamedRow = z.object({
  _id: z.string(),
  name: z.string(),
  products: z.number().int().nonnegative(),
});
export type ShopNamedRow = z.infer<typeof ShopNamedRow>;

export const AdminShopOrder = z.object({
  _id: z.string(),
  order_no: z.string(),
  client_name: z.string(),
  client_email: z.string(),
  total_ezcash: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
  summary: z.string(),
  created_at: z.string(),
});
export type AdminShopOrder = z.infer<typeof AdminShopOrder>;
