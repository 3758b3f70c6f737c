import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { shopBrands, shopCategories, shopProducts, vouchers } from '../schema/rewards.js';

/**
 * The partner vouchers a client receives with the approved $150 deposit (spec §9: "promised vouchers
 * worth $2,000"): their values add up to exactly $2,000. Images are in apps/web/public/demo/vouchers.
 */
const oneYear = () => new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
const terms = (extra: string) =>
  `<ul><li>One voucher per home; not exchangeable for cash.</li><li>${extra}</li><li>Present the code or QR code before payment.</li></ul>`;

export const demoVouchers = [
  {
    slug: 'lumina',
    companyName: 'Lumina Lighting',
    title: '$500 off designer lighting',
    code: 'EZLUMINA500',
    isQr: true,
    description:
      '<p>Take <b>$500 off</b> a lighting package of $1,500 or more at any Lumina Lighting showroom.</p>',
    termsConditions: terms('Valid on a single purchase of $1,500 or more.'),
    valueCents: 500_00,
  },
  {
    slug: 'homecraft',
    companyName: 'Homecraft Furniture',
    title: '$400 off solid-wood furniture',
    code: 'EZHOME400',
    isQr: false,
    description:
      '<p>Save <b>$400</b> on solid-wood dining and bedroom sets, delivered and assembled free.</p>',
    termsConditions: terms('Valid on orders of $2,000 or more.'),
    valueCents: 400_00,
  },
  {
    slug: 'aquaflow',
    companyName: 'AquaFlow Bathrooms',
    title: '$300 off bathroom fittings',
    code: 'EZAQUA300',
    isQr: true,
    description: '<p>Rain showers, basins and water heaters: <b>$300 off</b> fittings of $1,000 or more.</p>',
    termsConditions: terms('Installation booked separately.'),
    valueCents: 300_00,
  },
  {
    slug: 'coolbreeze',
    companyName: 'CoolBreeze Aircon',
    title: '$500 off a multi-split aircon system',
    code: 'EZCOOL500',
    isQr: false,
    description: '<p>Get <b>$500 off</b> a 3-ticks or better multi-split system, with installation.</p>',
    termsConditions: terms('Valid on system 3 and above.'),
    valueCents: 500_00,
  },
  {
    slug: 'lush',
    companyName: 'Lush Curtains',
    title: '$300 off curtains and blinds',
    code: 'EZLUSH300',
    isQr: false,
    description: '<p>Made-to-measure curtains and blinds, with <b>$300 off</b> and free measurement.</p>',
    termsConditions: terms('Valid for a whole-home order.'),
    valueCents: 300_00,
  },
] as const;

/** Written only into an empty vouchers table, so a restart never duplicates them. */
export async function seedDemoVouchers(db: DbOrTx): Promise<void> {
  const [row] = await db.select({ n: count() }).from(vouchers);
  if (Number(row?.n ?? 0) > 0) return;
  const validity = oneYear();
  await db.insert(vouchers).values(
    demoVouchers.map(({ slug, ...v }) => ({
      ...v,
      validity,
      logoUrl: `/demo/vouchers/${slug}-logo.svg`,
      imageUrl: `/demo/vouchers/${slug}.svg`,
    })),
  );
}

/**
 * The Shopez demo catalogue (issue 16: "at least 20 products in several categories and brands, with
 * images"): [image slug, name, category, brand, price in EZcash]. Images: apps/web/public/demo/shop.
 * An EZcash point is worth one cent here, so the SGD price is the EZcash price in cents.
 */
const demoProducts: [string, string, string, string, number][] = [
  ['product-01', 'Nordic oak dining table for six', 'Furniture', 'Homecraft', 1800],
  ['product-02', 'Fabric three-seater sofa in sage green', 'Furniture', 'Homecraft', 2400],
  ['product-03', 'Solid teak bedside table', 'Furniture', 'Homecraft', 450],
  ['product-04', 'Ergonomic study chair', 'Furniture', 'Sitwell', 650],
  ['product-05', 'Rattan lounge chair', 'Furniture', 'Sitwell', 700],
  ['product-06', 'Queen bed frame with storage drawers', 'Furniture', 'Homecraft', 1500],
  ['product-07', 'Inverter bar fridge 93 L', 'Appliances', 'Kelvin', 900],
  ['product-08', 'Cordless stick vacuum cleaner', 'Appliances', 'Kelvin', 1100],
  ['product-09', 'Air purifier with HEPA filter', 'Appliances', 'CoolBreeze', 800],
  ['product-10', 'Smart ceiling fan with remote', 'Appliances', 'CoolBreeze', 950],
  ['product-11', 'Front-load washer 8 kg', 'Appliances', 'Kelvin', 2600],
  ['product-12', 'Brass pendant light', 'Lighting', 'Lumina', 380],
  ['product-13', 'Warm white LED strip kit, 5 m', 'Lighting', 'Lumina', 120],
  ['product-14', 'Marble table lamp', 'Lighting', 'Lumina', 260],
  ['product-15', 'Rechargeable outdoor wall light', 'Lighting', 'Lumina', 180],
  ['product-16', 'Hand-woven jute rug 160 x 230 cm', 'Home Decor', 'Lush', 520],
  ['product-17', 'Linen blackout curtains, pair', 'Home Decor', 'Lush', 340],
  ['product-18', 'Ceramic vase set of three', 'Home Decor', 'Lush', 150],
  ['product-19', 'Framed botanical prints, set of two', 'Home Decor', 'Lush', 200],
  ['product-20', 'Cast-iron casserole pot 24 cm', 'Kitchen', 'Chefmate', 420],
  ['product-21', 'Rice cooker 1.8 L with induction heating', 'Kitchen', 'Kelvin', 560],
  ['product-22', 'Knife block set of six', 'Kitchen', 'Chefmate', 300],
  ['product-23', 'Bamboo cutting board trio', 'Kitchen', 'Chefmate', 90],
  ['product-24', 'Espresso machine with milk frother', 'Kitchen', 'Chefmate', 1300],
];

/** Written only into an empty catalogue, in one go. */
export async function seedDemoShop(db: DbOrTx): Promise<void> {
  const [row] = await db.select({ n: count() }).from(shopProducts);
  if (Number(row?.n ?? 0) > 0) return;
  const categoryNames = [...new Set(demoProducts.map((p) => p[2]))];
  const brandNames = [...new Set(demoProducts.map((p) => p[3]))];
  const categories = await db
    .insert(shopCategories)
    .values(categoryNames.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning();
  const brands = await db
    .insert(shopBrands)
    .values(brandNames.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const brandId = new Map(brands.map((b) => [b.name, b.id]));
  await db.insert(shopProducts).values(
    demoProducts.map(([slug, name, category, brand, price], i) => ({
      productName: name,
      description: `${name} from ${brand}. Chosen by our designers for Singapore homes, delivered to your door.`,
      redeemInstructions:
        'Pay with EZcash at checkout. Our partner contacts you within 3 working days to arrange delivery to your address in Singapore.',
      images: [`/demo/shop/${slug}-a.svg`, `/demo/shop/${slug}-b.svg`],
      priceEzcash: price,
      priceSgdCents: price * 100,
      brandId: brandId.get(brand)!,
      categoryId: categoryId.get(category)!,
      address: 'Delivered islandwide in Singapore',
      stock: 20 + ((i * 7) % 30),
    })),
  );
}

/** Everything the rewards programme shows in the demo. */
export async function seedRewardsDemo(db: DbOrTx): Promise<void> {
  await seedDemoVouchers(db);
  await seedDemoShop(db);
}
