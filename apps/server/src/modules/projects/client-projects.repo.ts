import type { ListQuery } from '@reno/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checkpoints, projectQuotations, projects } from '../../db/schema/projects.js';
import { listOrder, listWhere } from '../../platform/list-query.js';
import { projectListColumns } from './project-list.js';

/**
 * The file a card's cover may show: the checkpoint floorplan's "Generated Floorplan", else its
 * "Uploaded Floorplan". Read inside the database, so the list never loads the ~30 KB floorplan
 * document (issue 19); whether the viewer may read the file is the files module's answer.
 */
const coverFileId = sql<string | null>`coalesce(
  nullif(${checkpoints.json} -> 'floorplan' ->> 'generatedFileId', ''),
  nullif(${checkpoints.json} -> 'floorplan' -> 'image' ->> 'originalFileId', ''))`;

/**
 * One page of one client's projects with their quotation totals and cover file ids, and the total:
 * one statement (the total rides on each row as a window count); a page past the end, which has no
 * row to carry it, counts separately.
 */
export async function listClientProjects(db: DbOrTx, clientId: string, query: ListQuery) {
  const where = listWhere(query, projectListColumns, eq(projects.clientId, clientId));
  const rows = await db
    .select({
      project: projects,
      quotationTotal: projectQuotations.totalAmount,
      coverFileId,
      totalCount: sql<string>`count(*) over()`,
    })
    .from(projects)
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
    .leftJoin(checkpoints, eq(checkpoints.projectId, projects.id))
    .where(where)
    .orderBy(...listOrder(query, projectListColumns, projects.id))
    .limit(query.rowsPerPage)
    .offset(query.offset);
  if (rows[0]) return { items: rows, totalCount: Number(rows[0].totalCount) };
  if (query.offset === 0) return { items: rows, totalCount: 0 };
  const [total] = await db
    .select({ n: count() })
    .from(projects)
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
    .where(where);
  return { items: rows, totalCount: Number(total?.n ?? 0) };
}
