import type { ListQuery } from '@reno/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { type DbOrTx, preparedRead } from '../../db/client.js';
import {
  activeProjects,
  checkpoints,
  projectQuotations,
  projects,
  questionnaireResults,
  quotationItems,
  quotationLists,
} from '../../db/schema/projects.js';
import { listOrder, listWhere } from '../../platform/list-query.js';
import { projectListColumns } from './project-list.js';

/** A project only when it is the client's own: every read and write starts here. */
export async function findOwnProject(db: DbOrTx, clientId: string, projectId: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
    .limit(1);
  return row;
}

/** The client's own project and its quotation's totals row (null before the first quotation), in one statement. */
const ownProjectWithQuotation = preparedRead((db) =>
  db
    .select({ project: projects, quotation: projectQuotations })
    .from(projects)
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
    .where(
      and(eq(projects.id, sql.placeholder('projectId')), eq(projects.clientId, sql.placeholder('clientId'))),
    )
    .limit(1)
    .prepare('own_project_with_quotation'),
);
export async function findOwnProjectWithQuotation(db: DbOrTx, clientId: string, projectId: string) {
  const [row] = await ownProjectWithQuotation(db, { clientId, projectId });
  return row;
}

export async function findByCreationKey(db: DbOrTx, clientId: string, creationKey: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.clientId, clientId), eq(projects.creationKey, creationKey)))
    .limit(1);
  return row;
}

export async function readDesignNowState(db: DbOrTx, projectId: string) {
  const [questionnaire, checkpoint, totals, list] = await Promise.all([
    db.select().from(questionnaireResults).where(eq(questionnaireResults.projectId, projectId)).limit(1),
    db.select().from(checkpoints).where(eq(checkpoints.projectId, projectId)).limit(1),
    db.select().from(projectQuotations).where(eq(projectQuotations.projectId, projectId)).limit(1),
    db.select().from(quotationLists).where(eq(quotationLists.projectId, projectId)).limit(1),
  ]);
  return { questionnaire: questionnaire[0], checkpoint: checkpoint[0], totals: totals[0], list: list[0] };
}

/** The floorplan editor's document as stored in the project's checkpoint, if any. */
export async function readStoredFloorplan(db: DbOrTx, projectId: string): Promise<unknown> {
  const [row] = await db
    .select({ json: checkpoints.json })
    .from(checkpoints)
    .where(eq(checkpoints.projectId, projectId))
    .limit(1);
  return row?.json.floorplan;
}

export async function findActiveProjectId(db: DbOrTx, clientId: string) {
  const [row] = await db.select().from(activeProjects).where(eq(activeProjects.clientId, clientId)).limit(1);
  return row?.projectId;
}

/**
 * Spec draft listing: "filters client_id, phase design, project_type design_now_2", with the list query
 * (sort, search, find, paging) on top of that fixed filter.
 */
export async function listDrafts(db: DbOrTx, clientId: string, query: ListQuery) {
  const where = listWhere(
    query,
    projectListColumns,
    and(
      eq(projects.clientId, clientId),
      eq(projects.phase, 'design'),
      eq(projects.projectType, 'design_now_2'),
    ),
  );
  const [items, totals] = await Promise.all([
    db
      .select({
        project: projects,
        dnStage: quotationLists.designStage,
        total: projectQuotations.totalAmount,
      })
      .from(projects)
      .leftJoin(quotationLists, eq(quotationLists.projectId, projects.id))
      .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
      .where(where)
      .orderBy(...listOrder(query, projectListColumns, projects.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(projects)
      .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
      .where(where),
  ]);
  return { items, totalCount: Number(totals[0]?.n ?? 0) };
}

const quotationItemsOf = preparedRead((db) =>
  db
    .select()
    .from(quotationItems)
    .where(eq(quotationItems.projectId, sql.placeholder('projectId')))
    .orderBy(quotationItems.position)
    .prepare('quotation_items_of_project'),
);
export const readQuotationItems = (db: DbOrTx, projectId: string) => quotationItemsOf(db, { projectId });

export async function deleteOwnProject(db: DbOrTx, clientId: string, projectId: string) {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}
