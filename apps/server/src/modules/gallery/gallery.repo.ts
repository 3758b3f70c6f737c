import { NAMED_DESIGN_STYLES, OTHER_STYLES, type GalleryQuery } from '@reno/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { galleryProjects } from '../../db/schema/gallery.js';

const sortColumns = {
  rank: galleryProjects.rank,
  actual_photo: galleryProjects.actualPhoto,
  project_name: galleryProjects.projectName,
  cost: galleryProjects.costCents,
  size: galleryProjects.sizeSqft,
} as const;

const namedStyles = sql`ARRAY[${sql.join(
  NAMED_DESIGN_STYLES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[]`;

function filterWhere(filter: GalleryQuery['filters']): SQL | undefined {
  if (!filter) return undefined;
  if (filter.field === 'type_of_house') return eq(galleryProjects.typeOfHouse, filter.value);
  // Spec §9: 'Filter "Others" excludes 14 named styles'.
  if (filter.value === OTHER_STYLES) return sql`NOT (${galleryProjects.designType} && ${namedStyles})`;
  return sql`${filter.value.toLowerCase()} = ANY(${galleryProjects.designType})`;
}

export async function findGalleryPage(db: DbOrTx, query: GalleryQuery) {
  const where = and(filterWhere(query.filters));
  const dir = query.sort === 'desc' ? desc : asc;
  const page = Math.max(1, query.page);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(galleryProjects)
      .where(where)
      // Rank, then id, keep pages stable when many projects share the sort value.
      .orderBy(dir(sortColumns[query.sortBy]), asc(galleryProjects.rank), asc(galleryProjects.id))
      .limit(query.rowsPerPage)
      .offset((page - 1) * query.rowsPerPage),
    db.select({ n: count() }).from(galleryProjects).where(where),
  ]);
  return { items, totalCount: Number(totals[0]?.n ?? 0) };
}
