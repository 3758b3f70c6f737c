import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PageSection } from '@reno/domain';
import { createdAt, id, updatedAt } from './columns.js';

/** Long-form public content (terms, about, learn, rewards), seeded and later edited by admins. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    summary: text('summary').notNull().default(''),
    sections: jsonb('sections').$type<PageSection[]>().notNull(),
    rank: integer('rank').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_pages_kind_slug_idx').on(t.kind, t.slug)],
);
