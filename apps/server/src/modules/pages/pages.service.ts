import { type ContentPage, type ContentPageSummary, contentPagePath, type PageKind } from '@reno/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { contentPages } from '../../db/schema/pages.js';
import { AppError } from '../../platform/errors.js';
import { seedPages } from './data/index.js';

type PageRow = typeof contentPages.$inferSelect;

const toSummary = (row: PageRow): ContentPageSummary => ({
  _id: row.id,
  kind: row.kind as PageKind,
  slug: row.slug,
  title: row.title,
  subtitle: row.subtitle,
  summary: row.summary,
  rank: row.rank,
});

const toPage = (row: PageRow): ContentPage => ({ ...toSummary(row), sections: row.sections });

/** The pages of one kind in rank order (each list is a few dozen pages at most, so no paging). */
export async function listPages(db: DbOrTx, kind: PageKind): Promise<ContentPageSummary[]> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(eq(contentPages.kind, kind))
    .orderBy(asc(contentPages.rank), asc(contentPages.title));
  return rows.map(toSummary);
}

/** The addresses of every content page that has one (for sitemap.xml), in rank order. */
export async function contentPagePaths(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ kind: contentPages.kind, slug: contentPages.slug })
    .from(contentPages)
    .orderBy(asc(contentPages.kind), asc(contentPages.rank), asc(contentPages.title));
  return rows.flatMap((r) => contentPagePath(r.kind as PageKind, r.slug) ?? []);
}

export async function getPage(db: DbOrTx, kind: PageKind, slug: string): Promise<ContentPage> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.slug, slug)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toPage(row);
}

/**
 * Writes the reviewed content of `data/` into an empty table, in every environment: the public site
 * has no pages without it. Once admins edit pages, their edits are never overwritten.
 */
export async function seedContentPages(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(contentPages);
  if (Number(row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(contentPages).values(seedPages).onConflictDoNothing();
  });
  return true;
}
