import { z } from 'zod';

/** Spec §9: "Shop page size 20, adds 20 at bottom"; "Reviews page size 10"; sort options. */
export const SHOP_PAGE_SIZE = 20;
export const SHOP_REVIEWS_PAGE_SIZE = 10;
export const SHOP_SEARCH_DEBOUNCE_MS = 100;
export const SHOP_SKELETON_CARDS = 9;
export const SHOP_SORTS = { price_desc: 'Price High to Low', price_asc: 'Price Low to High' } as const;
export type ShopSort = keyof typeof SHOP_SORTS;
export const DEFAULT_SHOP_SORT: ShopSort = 'price_desc';
/** Spec "Product titles are shortened with an ellipsis at breakpoint-specific lengths (17, 40 or 57)". */
export const SHOP_TITLE_LENGTHS = { xs: 17, md: 40, lg: 57 } as const;
/** The most of one product in one cart: a typo of extra digits is refused. */
export const MAX_CART_QUANTITY = 99;

export function shortenTitle(title: string, max: number): string {
  return title.length <= max ? title : `${title.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** Spec §4 "Cart": "Quantity starts at 1, decrement floors at 0". */
export const decrementQuantity = (q: number) => Math.max(0, q - 1);
export const incrementQuantity = (q: number) => Math.min(MAX_CART_QUANTITY, q + 1);

/** What a cart costs in EZcash: the sum of price × quantity. */
export const cartTotal = (lines: readonly { price_ezcash: number; quantity: number }[]) =>
  lines.reduce((sum, l) => sum + l.price_ezcash * l.quantity, 0);

export const shopMessages = {
  addedToCart: 'Added to Cart!',
  failedToAdd: 'Failed to add to cart!',
  addToCart: 'Add to Cart',
  proceedToCart: 'Proceed to Cart',
  shoppingCart: 'Shopping Cart',
  purchaseHistory: 'Purchase History',
  searchPlaceholder: 'product name',
  productFilter: 'Product Filter',
  categories: 'Categories',
  brands: 'Brands',
  productDetails: 'Product Details',
  information: 'Information',
  howToRedeem: 'How to Redeem?',
  reviews: 'Reviews',
  cartEmpty: 'Your cart is empty.',
  notEnoughEzcash: 'You do not have enough EZcash for this order.',
  outOfStock: (name: string) => `${name} has only a few left: please lower the quantity.`,
  productGone: 'This product is no longer available.',
  ordered: 'Thank you! Your order is placed.',
  checkout: 'Pay with EZcash',
  noProducts: 'No products found.',
  noOrders: 'No purchases yet.',
  reviewOnlyBuyers: 'Only clients who bought this product can review it.',
  reviewThanks: 'Thank you for your review!',
  noReviews: 'No reviews yet.',
} as const;

export const ShopProductCard = z.object({
  _id: z.string(),
  productname: z.string(),
  price_ezcash: z.number().int().nonnegative(),
  price_sgd_cents: z.number().int().nonnegative(),
  image: z.string().nullable(),
  brand_name: z.string(),
  category_name: z.string(),
  rating: z.number().nullable(),
  review_count: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
});
export type ShopProductCard = z.infer<typeof ShopProductCard>;

export const ShopProductDetail = ShopProductCard.extend({
  description: z.string(),
  redeem_instructions: z.string(),
  images: z.array(z.string()),
  address: z.string().nullable(),
  /** The client's quantity in the cart, 0 when not in it. */
  in_cart: z.number().int().nonnegative(),
  can_review: z.boolean(),
});
export type ShopProductDetail = z.infer<typeof ShopProductDetail>;

export const ShopFilterOption = z.object({ _id: z.string(), name: z.string(), count: z.number().int() });
export const ShopFilters = z.object({
  categories: z.array(ShopFilterOption),
  brands: z.array(ShopFilterOption),
});
export type ShopFilters = z.infer<typeof ShopFilters>;

export const ShopListQuery = z.object({
  search: z.string().trim().max(100, 'Search at most 100 characters.').optional(),
  category: z.string().max(2000).optional(),
  brand: z.string().max(2000).optional(),
  sort: z
    .enum(['price_desc', 'price_asc'], { error: 'Sort by price high to low or low to high.' })
    .optional(),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(10_000).optional(),
  rowsPerPage: z.coerce.number({ error: 'rowsPerPage must be a number.' }).int().min(1).max(100).optional(),
});
export type ShopListQuery = z.infer<typeof ShopListQuery>;

export const ShopReview = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  rating: z.number().int().min(1).max(5),
  comments: z.string(),
  created_at: z.string(),
});
export type ShopReview = z.infer<typeof ShopReview>;

export const ShopReviewInput = z.object({
  rating: z.number({ error: 'Please choose a rating.' }).int().min(1, 'Please choose a rating.').max(5),
  comments: z.string().trim().max(1000, 'At most 1000 characters.'),
});
export type ShopReviewInput = z.infer<typeof ShopReviewInput>;

export const CartQuantityInput = z.object({
  quantity: z
    .number({ error: 'Please enter a quantity.' })
    .int('Whole numbers only.')
    .min(0, 'The quantity cannot be below 0.')
    .max(MAX_CART_QUANTITY, `At most ${MAX_CART_QUANTITY}.`),
});

export const CartLine = z.object({
  product_id: z.string(),
  productname: z.string(),
  image: z.string().nullable(),
  price_ezcash: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  stock: z.number().int().nonnegative(),
});
export type CartLine = z.infer<typeof CartLine>;

export const Cart = z.object({
  lines: z.array(CartLine),
  total_ezcash: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
});
export type Cart = z.infer<typeof Cart>;

export const ShopOrder = z.object({
  _id: z.string(),
  order_no: z.string(),
  total_ezcash: z.number().int().nonnegative(),
  created_at: z.string(),
  lines: z.array(
    z.object({
      product_id: z.string(),
      productname: z.string(),
      quantity: z.number().int().positive(),
      price_ezcash: z.number().int().nonnegative(),
    }),
  ),
});
export type ShopOrder = z.infer<typeof ShopOrder>;

export const CheckoutResult = z.object({ order: ShopOrder, balance: z.number().int().nonnegative() });
