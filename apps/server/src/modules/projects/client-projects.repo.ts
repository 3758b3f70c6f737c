import type { ListQuery } from '@reno/domain';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectQuotations, projects } from '../../db/schema/projects.js';
import { listOrder, listWhere } from '../../platform/list-query.js';
import { projectListColumns } from './project-list.js';

/** One page of one client's projects with their quotation totals, and how many match in all. */
export async function listClientProjects(db: DbOrTx, clientId: string, query: ListQuery) {
  const where = listWhere(query, projectListColumns, eq(projects.clientId, clientId));
  const [items, totals] = await Promise.all([
    db
      .select({ project: projects, quotationTotal: projectQuotations.totalAmount })
      .from(projects)
      .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
      .where(where)
      .orderBy(...listOrder(query, projectListColumns, projects.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { items, totalCount: Number(totals[0]?.n ?? 0) };
}
