import type { ListQuery } from '@reno/domain';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { type DbOrTx, preparedRead } from '../../db/client.js';
import { checkpoints, projectQuotations, projects } from '../../db/schema/projects.js';
import { listOrder, listWhere } from '../../platform/list-query.js';
import { projectListColumns } from './project-list.js';

/** The file a card's cover may show; whether the viewer may read it is the files module's answer. */
const coverFileId = checkpoints.coverFileId;

const pageOf = (db: DbOrTx, where: SQL | undefined, query: ListQuery, totalCount: SQL<string>) =>
  db
    .select({ project: projects, quotationTotal: projectQuotations.totalAmount, coverFileId, totalCount })
    .from(projects)
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
    .leftJoin(checkpoints, eq(checkpoints.projectId, projects.id))
    .where(where)
    .orderBy(...listOrder(query, projectListColumns, projects.id));

/**
 * The dashboards ask for the plain list (no search or filter) on every visit: one prepared query per
 * sort, which the allow-list bounds, so its SQL is built once (issue 19).
 */
const plainPages = new Map<string, ReturnType<typeof plainPageQuery>>();
const plainPageQuery = (query: ListQuery) =>
  preparedRead((db) =>
    // Counted apart from the page (one sub-select, run once), so the page still stops at its last row;
    // a window count would join every project of a 200-project client first.
    pageOf(
      db,
      eq(projects.clientId, sql.placeholder('clientId')),
      query,
      sql<string>`(select count(*) from ${projects} where ${projects.clientId} = ${sql.placeholder('clientId')})`,
    )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`client_projects_by_${query.sortBy}_${query.sort}`),
  );

/**
 * One page of one client's projects with their quotation totals and cover file ids, and the total:
 * one statement (the total rides on each row as a window count); a page past the end, which has no
 * row to carry it, counts separately.
 */
export async function listClientProjects(db: DbOrTx, clientId: string, query: ListQuery) {
  const where = listWhere(query, projectListColumns, eq(projects.clientId, clientId));
  let rows;
  if (query.filters.length === 0 && !query.search) {
    const key = `${query.sortBy}:${query.sort}`;
    let run = plainPages.get(key);
    if (!run) {
      run = plainPageQuery(query);
      plainPages.set(key, run);
    }
    rows = await run(db, { clientId, limit: query.rowsPerPage, offset: query.offset });
  } else {
    rows = await pageOf(db, where, query, sql<string>`count(*) over()`)
      .limit(query.rowsPerPage)
      .offset(query.offset);
  }
  if (rows[0]) return { items: rows, totalCount: Number(rows[0].totalCount) };
  if (query.offset === 0) return { items: rows, totalCount: 0 };
  const [total] = await db
    .select({ n: count() })
    .from(projects)
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
    .where(where);
  return { items: rows, totalCount: Number(total?.n ?? 0) };
}
