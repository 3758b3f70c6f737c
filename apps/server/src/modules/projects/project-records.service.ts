import type { ListQueryInput, ListResult } from '@reno/domain';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectQuotations, projects, quotationItems } from '../../db/schema/projects.js';
import { type ListColumns, listOrder, listWhere, parseList } from '../../platform/list-query.js';
import { userIdsMatching } from '../accounts/client-search.service.js';

/**
 * Issue 12: what the operations module (project desk, merchant portal, project manager) reads and
 * writes of projects and their quotations, through this module's own tables.
 */
export type ProjectRecord = typeof projects.$inferSelect;
export type QuotationItemRecord = typeof quotationItems.$inferSelect;
export type ProjectQuotationRecord = typeof projectQuotations.$inferSelect;

export async function findProjectRecord(db: DbOrTx, id: string): Promise<ProjectRecord | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function projectRecordsByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, ProjectRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(projects)
    .where(inArray(projects.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which of these projects the person is on as client or project manager (file access, one query). */
export async function projectIdsOfMember(
  db: DbOrTx,
  ids: readonly string[],
  member: { clientId?: string; projectManagerId?: string },
): Promise<string[]> {
  if (ids.length === 0 || (!member.clientId && !member.projectManagerId)) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        inArray(projects.id, [...ids]),
        member.clientId ? eq(projects.clientId, member.clientId) : undefined,
        member.projectManagerId ? eq(projects.projectManagerId, member.projectManagerId) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** The quotation's lines (id, category, price) in quotation order and its stored total. */
export async function quotationForServices(db: DbOrTx, projectId: string) {
  const [quotation] = await db
    .select({ total: projectQuotations.totalAmount })
    .from(projectQuotations)
    .where(eq(projectQuotations.projectId, projectId));
  if (!quotation) return null;
  const lines = await db
    .select({ _id: quotationItems.id, services: quotationItems.services, price: quotationItems.price })
    .from(quotationItems)
    .where(eq(quotationItems.projectId, projectId))
    .orderBy(asc(quotationItems.position));
  return { total: quotation.total, lines };
}

export async function quotationItemsByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<QuotationItemRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(quotationItems)
    .where(inArray(quotationItems.id, [...ids]))
    .orderBy(asc(quotationItems.position));
}

export async function projectQuotationRecord(
  db: DbOrTx,
  projectId: string,
): Promise<ProjectQuotationRecord | undefined> {
  const [row] = await db.select().from(projectQuotations).where(eq(projectQuotations.projectId, projectId));
  return row;
}

/** Sets or clears the project manager (the caller holds the project row lock). */
export async function setProjectManager(tx: DbOrTx, projectId: string, projectManagerId: string | null) {
  await tx.update(projects).set({ projectManagerId }).where(eq(projects.id, projectId));
}

/** The address and the staff on a project a project manager created (inside the creating transaction). */
export async function setStaffProjectDetails(
  tx: DbOrTx,
  projectId: string,
  details: {
    renovationAddress: string;
    renovationPostalCode: string;
    renovationUnitNumber: string | null;
    projectManagerId: string;
    createdBy: string;
  },
) {
  await tx.update(projects).set(details).where(eq(projects.id, projectId));
}

/** The project a staff member already created with this creation key (a repeated submission). */
export async function findProjectCreatedBy(db: DbOrTx, createdBy: string, creationKey: string) {
  const [row] = await db
    .select({ project: projects, total: projectQuotations.totalAmount })
    .from(projects)
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
    .where(and(eq(projects.createdBy, createdBy), eq(projects.creationKey, creationKey)))
    .limit(1);
  return row;
}

const worksAmount = sql<number | null>`coalesce(${projectQuotations.totalAmount}, ${projects.worksAmount})`;

/**
 * The project desk's allow-list (domain PROJECT_DESK_LIST_FIELDS). `client` is searched through the
 * accounts module (name or e-mail contains the text), so it is not a sortable column here.
 */
const deskColumns: ListColumns = {
  created_at: projects.createdAt,
  name: projects.name,
  phase: projects.phase,
  stage: projects.stage,
  client: projects.clientId,
  renovation_postal_code: projects.renovationPostalCode,
  works_amount: worksAmount,
  project_manager_id: projects.projectManagerId,
};
const deskRules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultSearchFields: ['name', 'renovation_postal_code'],
  containsFilters: ['name', 'renovation_postal_code'],
} as const;

export interface DeskProjectRow {
  project: ProjectRecord;
  worksAmount: number | null;
}

/**
 * One page of projects for the admin desk or a project manager (scope), with the total: the spec's
 * list query, sorted and filtered in SQL. A search by `client` matches the client's name or e-mail.
 */
export async function listDeskProjectRows(
  db: DbOrTx,
  input: ListQueryInput,
  scope: { projectManagerId?: string },
): Promise<ListResult<DeskProjectRow>> {
  const query = parseList(input, deskColumns, deskRules);
  const base: SQL | undefined = scope.projectManagerId
    ? eq(projects.projectManagerId, scope.projectManagerId)
    : undefined;
  const filtered = listWhere({ ...query, search: undefined }, deskColumns, base);
  let searched: SQL | undefined;
  if (query.search) {
    const { text, fields } = query.search;
    const plain = fields.filter((f) => f !== 'client');
    searched = or(
      plain.length > 0
        ? listWhere({ ...query, filters: [], search: { text, fields: plain } }, deskColumns)
        : undefined,
      // "client" matches the client's name or e-mail, read through the accounts module.
      fields.includes('client') ? inArray(projects.clientId, userIdsMatching(db, text)) : undefined,
    );
  }
  const where = and(filtered, searched);
  const [items, totals] = await Promise.all([
    db
      .select({ project: projects, worksAmount })
      .from(projects)
      .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
      .where(where)
      .orderBy(...listOrder(query, deskColumns, projects.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
      .where(where),
  ]);
  return {
    items: items.map((r) => ({
      project: r.project,
      worksAmount: r.worksAmount === null ? null : Number(r.worksAmount),
    })),
    totalCount: Number(totals[0]?.n ?? 0),
  };
}
