import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.js';
import { faqItems, pressMentions, testimonials } from '../schema/site-content.js';
import { faqSeed, pressLogoPath, pressSeed, testimonialSeed } from './site-content-data.js';

const isEmpty = async (db: DbOrTx, table: PgTable) => {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0) === 0;
};

/** FAQ, testimonials and press mentions, each seeded only while its table is empty. */
export async function seedSiteContent(db: DbOrTx): Promise<void> {
  if (await isEmpty(db, faqItems))
    await db.insert(faqItems).values(faqSeed.map((f, i) => ({ ...f, rank: i + 1 })));
  if (await isEmpty(db, testimonials))
    await db.insert(testimonials).values(testimonialSeed.map((t, i) => ({ ...t, rank: i + 1 })));
  if (await isEmpty(db, pressMentions))
    await db
      .insert(pressMentions)
      .values(pressSeed.map((p, i) => ({ ...p, logo: pressLogoPath(p.name), rank: i + 1 })));
}
