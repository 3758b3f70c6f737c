import type { FaqItem, PressMention, Testimonial } from '@reno/domain';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { faqItems, pressMentions, testimonials } from '../../db/schema/site-content.js';

export async function listFaq(db: DbOrTx): Promise<FaqItem[]> {
  const rows = await db.select().from(faqItems).orderBy(asc(faqItems.rank), asc(faqItems.id));
  return rows.map((r) => ({ id: r.id, title: r.title, description: r.description }));
}

export async function listTestimonials(db: DbOrTx): Promise<Testimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.rank), asc(testimonials.id));
  return rows.map((r) => ({
    id: r.id,
    value: r.value,
    data: { name: r.name, rating: r.rating, content: r.content },
    photos: r.photos,
  }));
}

export async function listPressMentions(db: DbOrTx): Promise<PressMention[]> {
  const rows = await db.select().from(pressMentions).orderBy(asc(pressMentions.rank), asc(pressMentions.id));
  return rows.map((r) => ({ id: r.id, name: r.name, logo: r.logo, quote: r.quote }));
}
