import type { ListQuery, PaymentStatusValue } from '@reno/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, preparedRead, preparedSql } from '../../db/client.js';
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
import { clientProfileSql } from '../accounts/accounts.subqueries.js';
import { ezcashTotalsSql } from '../rewards/rewards.subqueries.js';
import { firstPaymentStatusSql } from '../payments/payments.subqueries.js';
import { type JsonRow, rowFromJson, rowJson } from '../../db/json-rows.js';
import { projectListColumns } from './project-list.js';
import { clientVersionSql, copyStillTrueSql } from './client-version.js';
import { quotationItemRowFromJson, quotationItemRowsSql } from './quotation-item-row.js';

/** The project's lines in order, as JSON rows (read back with `rowFromJson(quotationItems, …)`). */
const quotationItemsSql = (projectId: SQL) =>
  sql<
    JsonRow[]
  >`(select coalesce(json_agg(${rowJson(quotationItems)} order by ${quotationItems.position}), '[]'::json)
    from ${quotationItems} where ${quotationItems.projectId} = ${projectId})`;

/** A project only when it is the client's own: every read and write starts here. */
export async function findOwnProject(db: DbOrTx, clientId: string, projectId: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
    .limit(1);
  return row;
}

/** What a project page's header and cards show of the project (only what is shown is read). */
const pageProject = {
  id: projects.id,
  name: projects.name,
  stage: projects.stage,
  phase: projects.phase,
  renovationAddress: projects.renovationAddress,
  renovationPostalCode: projects.renovationPostalCode,
  quotationGeneratedDate: projects.quotationGeneratedDate,
};

/**
 * The Quotation page's read (issue 19, decision 025): the client's own project with its quotation
 * row, its lines in order, and the deposit's status (spec §4 closes editing once it is Paid or
 * Approved), in one statement; no row for another client's project. With the client's version
 * (decision 031): given the version of a copy the caller kept (`known`, else null) that is still the
 * client's, the lines and the deposit's status are not read (both null).
 */
const ownProjectQuotation = preparedRead((db) => {
  const clientId = sql.placeholder('clientId');
  const stillTrue = copyStillTrueSql(sql`${clientId}`, sql`${sql.placeholder('known')}`);
  return db
    .select({
      project: pageProject,
      quotation: { id: projectQuotations.id, quotationNo: projectQuotations.quotationNo },
      version: clientVersionSql(sql`${clientId}`),
      items: sql<
        JsonRow[] | null
      >`case when ${stillTrue} then null else ${quotationItemRowsSql(sql`${projects.id}`)} end`,
      firstPaymentStatus: sql<PaymentStatusValue | null>`case when ${stillTrue} then null
        else ${firstPaymentStatusSql(sql`${projects.id}`)} end`,
    })
    .from(projects)
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
    .where(and(eq(projects.id, sql.placeholder('projectId')), eq(projects.clientId, clientId)))
    .limit(1)
    .prepare('own_project_quotation');
});
export async function findOwnProjectQuotation(
  db: DbOrTx,
  clientId: string,
  projectId: string,
  knownVersion: string | null = null,
) {
  const [row] = await ownProjectQuotation(db, { clientId, projectId, known: knownVersion });
  if (!row) return undefined;
  const { items, ...rest } = row;
  return { ...rest, items: items && items.map(quotationItemRowFromJson) };
}

/**
 * The Project information page's read (issue 19, decision 025): the client's own project with its
 * quotation row, the client's profile and EZcash sums, in one statement; no row for another client's
 * project.
 */
const ownProjectInformation = preparedRead((db) => {
  const clientId = sql.placeholder('clientId');
  return db
    .select({
      project: { ...pageProject, canvas: projects.canvas, renovationCountry: projects.renovationCountry },
      quotation: {
        id: projectQuotations.id,
        quotationNo: projectQuotations.quotationNo,
        totalAmount: projectQuotations.totalAmount,
      },
      client: clientProfileSql(sql`${clientId}`),
      ezcash: ezcashTotalsSql(sql`${clientId}`),
    })
    .from(projects)
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
    .where(and(eq(projects.id, sql.placeholder('projectId')), eq(projects.clientId, clientId)))
    .limit(1)
    .prepare('own_project_information');
});
export async function findOwnProjectInformation(db: DbOrTx, clientId: string, projectId: string) {
  const [row] = await ownProjectInformation(db, { clientId, projectId });
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

/**
 * What a quotation edit decides on, read after the project row is locked (a statement of its own, so
 * it sees whatever the edit before it committed): the deposit's status and the lines in order.
 */
const quotationForEdit = preparedSql<{
  first_payment_status: string | null;
  items: JsonRow[];
}>(() => {
  const projectId = sql`${sql.placeholder('projectId')}`;
  return sql`select ${firstPaymentStatusSql(projectId)} as first_payment_status, ${quotationItemsSql(projectId)} as items`;
});
export async function readQuotationForEdit(db: DbOrTx, projectId: string) {
  const [row] = await quotationForEdit(db, { projectId });
  return {
    firstPaymentStatus: (row?.first_payment_status ?? undefined) as PaymentStatusValue | undefined,
    items: (row?.items ?? []).map((r) => rowFromJson(quotationItems, r)),
  };
}

export async function deleteOwnProject(db: DbOrTx, clientId: string, projectId: string) {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}
