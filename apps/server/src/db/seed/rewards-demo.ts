import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { vouchers } from '../schema/rewards.js';

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

/** Everything the rewards programme shows in the demo. */
export async function seedRewardsDemo(db: DbOrTx): Promise<void> {
  await seedDemoVouchers(db);
}
