import {
  DesignNowCheckpoint,
  Questionnaire,
  designNowMessages,
  designNowProjectName,
  designNowStageUpdate,
  floorplanFilesOf,
  savedParts,
  type CreateDesignNowProject,
  type DesignNowProject,
  type DraftProjectPage,
  type QuotationTotals,
  type SavedQuotation,
  type ListQueryInput,
} from '@reno/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type Db, type DbOrTx, type Tx, preparedRead } from '../../db/client.js';
import {
  type projectQuotations,
  projectQuotations as projectQuotationsTable,
  projects,
} from '../../db/schema/projects.js';
import { isForeignKeyViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { parseList } from '../../platform/list-query.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { catalogueServiceIds, loadCatalogue } from '../catalogue/catalogue.service.js';
import { recordErrorLog } from '../system/error-log.service.js';
import { priceCheckpoint, withOfferedChoices, writeProgress } from './design-now-save.js';
import { awardFirstProjectEzcash } from '../rewards/first-project-award.js';
import { draftListRules, projectListColumns } from './project-list.js';
import {
  enqueueProjectNotification,
  NEW_PROJECT_SUBJECT,
  readFloorplanFiles,
} from './project-notification.js';
import { quotationItemOf } from './quotation-item-row.js';
import {
  deleteOwnProject,
  findActiveProjectId,
  findByCreationKey,
  findOwnProject,
  listDrafts,
  readDesignNowState,
  readQuotationItems,
} from './projects.repo.js';

export async function ownProject(db: Db, clientId: string, projectId: string) {
  const project = await findOwnProject(db, clientId, projectId);
  // Another client's project answers as missing, so ids cannot be probed.
  if (!project) throw new AppError('NOT_FOUND');
  return project;
}

const totalsOf = (row: typeof projectQuotations.$inferSelect | undefined): QuotationTotals | null =>
  row
    ? {
        total_market_rate: row.totalMarketRate,
        total_savings: row.totalSavings,
        total_price: row.totalAmount,
        total_services: row.totalServices,
        total_areas: row.totalAreas,
        total_items: row.totalItems,
        total_required_time: row.totalRequiredTime,
      }
    : null;

/** What the Design Now flow needs to resume exactly where the client left it. */
export async function getDesignNowProject(
  db: Db,
  clientId: string,
  projectId: string,
  ezcashAwarded = 0,
): Promise<DesignNowProject> {
  const project = await ownProject(db, clientId, projectId);
  const state = await readDesignNowState(db, projectId);
  // The json is stored as sent; an old or foreign shape resumes at the start rather than failing.
  const parsed = DesignNowCheckpoint.safeParse(state.checkpoint?.json ?? {});
  const floorplan = state.checkpoint?.json.floorplan;
  const checkpoint = parsed.success ? parsed.data : DesignNowCheckpoint.parse({});
  const q = state.questionnaire;
  const questionnaire = q
    ? Questionnaire.safeParse({
        property_type: q.propertyType,
        new: q.new,
        premium_standard: q.premiumStandard,
        property_room: q.propertyRoom,
        design_type: q.designType,
        key_collection_quarter: q.keyCollectionQuarter,
        key_collection_year: q.keyCollectionYear,
        prefered_renovation_start_date: project.preferedRenovationStartDate,
        budget: project.budget,
        request_help: project.requestHelp,
      })
    : undefined;
  return {
    _id: project.id,
    name: project.name,
    phase: project.phase,
    project_type: project.projectType,
    stage: project.stage,
    dnStage: state.list?.designStage ?? 0,
    questionnaire: questionnaire?.success ? questionnaire.data : null,
    checkpoint: { ...checkpoint, ...(floorplan === undefined ? {} : { floorplan }) },
    totals: totalsOf(state.totals),
    ezcash_awarded: ezcashAwarded,
    created_at: project.createdAt.toISOString(),
    last_modified: project.lastModified.toISOString(),
  };
}

/**
 * Creates the client's Design Now project and saves the progress so far, in one transaction (spec
 * "Project creation (Design Now)"). Any failure leaves no project behind (the transaction that created it
 * rolls back), writes the Design Now error log record and answers with the spec's message.
 */
export async function createDesignNowProject(
  ctx: AppContext,
  clientId: string,
  input: CreateDesignNowProject,
): Promise<DesignNowProject> {
  const db = ctx.database.db;
  const existing = await findByCreationKey(db, clientId, input.creation_key);
  if (existing) return getDesignNowProject(db, clientId, existing.id);
  const client = await getClientProfile(db, clientId);
  const name = designNowProjectName(input.first_name, client.first_name);
  try {
    const catalogue = await loadCatalogue(db);
    // Spec "Project-notification flow: upload floorplan files, then send the admin email".
    const files = savedParts(input.dnStage).checkpoint
      ? await readFloorplanFiles(ctx, client, floorplanFilesOf(input.checkpoint.floorplan))
      : null;
    const created = await db.transaction((tx) =>
      writeNewDesignNowProject(tx, ctx, { clientId, client, name, input, catalogue, files }),
    );
    return await getDesignNowProject(db, clientId, created.id, created.awarded);
  } catch (e) {
    // A double submission that lost the race on the creation key: the first one's project is the answer.
    const winner = await findByCreationKey(db, clientId, input.creation_key);
    if (winner) return getDesignNowProject(db, clientId, winner.id);
    await recordErrorLog(db, 'design_now', {
      message: e instanceof Error ? e.message : String(e),
      project_data: { client_id: clientId, name, phase: 'design', project_type: 'design_now_2' },
      questionnaire_data: input.questionnaire,
      dnStage: input.dnStage,
    });
    throw new AppError('UNPROCESSABLE', designNowMessages.failedToCreateProject);
  }
}

/**
 * The writes of a new Design Now project, inside the caller's transaction: the project, its progress
 * and quotation, the first-project EZcash and the admin notification. Shared by the client's Design Now
 * and the project manager's add-project (issue 12), which adds its own writes in the same transaction.
 */
export async function writeNewDesignNowProject(
  tx: Tx,
  ctx: AppContext,
  args: {
    clientId: string;
    client: Awaited<ReturnType<typeof getClientProfile>>;
    name: string;
    input: CreateDesignNowProject;
    catalogue: Awaited<ReturnType<typeof loadCatalogue>>;
    files: Awaited<ReturnType<typeof readFloorplanFiles>> | null;
  },
): Promise<{ id: string; awarded: number }> {
  const { clientId, client, name, catalogue, files } = args;
  const input = withOfferedChoices(args.input, catalogue, await catalogueServiceIds(tx));
  const [project] = await tx
    .insert(projects)
    .values({
      clientId,
      name,
      phase: 'design',
      projectType: 'design_now_2',
      renovationCountry: 'Singapore',
      creationKey: input.creation_key,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error('project insert returned nothing');
  const quotation = priceCheckpoint(input, catalogue);
  const stage = designNowStageUpdate(input.dnStage, { phase: 'design', hasPayments: false });
  await writeProgress(tx, project.id, clientId, input, quotation, stage);
  const awarded = await awardFirstProjectEzcash(tx, clientId, project.id);
  await enqueueProjectNotification(tx, ctx.config, {
    subject: NEW_PROJECT_SUBJECT,
    client,
    projectName: name,
    input,
    quotation,
    files,
  });
  return { id: project.id, awarded };
}

export async function getActiveDesignNowProject(db: Db, clientId: string): Promise<DesignNowProject | null> {
  const projectId = await findActiveProjectId(db, clientId);
  return projectId ? getDesignNowProject(db, clientId, projectId) : null;
}

export async function listDraftProjects(
  db: Db,
  clientId: string,
  input: ListQueryInput,
): Promise<DraftProjectPage> {
  const query = parseList(input, projectListColumns, draftListRules);
  const [{ items, totalCount }, activeId] = await Promise.all([
    listDrafts(db, clientId, query),
    findActiveProjectId(db, clientId),
  ]);
  return {
    totalCount,
    items: items.map(({ project, dnStage, total }) => ({
      _id: project.id,
      name: project.name,
      phase: project.phase,
      project_type: project.projectType,
      stage: project.stage,
      dnStage: dnStage ?? null,
      total_amount: total ?? null,
      is_active: project.id === activeId,
      created_at: project.createdAt.toISOString(),
      last_modified: project.lastModified.toISOString(),
    })),
  };
}

export async function deleteProject(db: Db, clientId: string, projectId: string) {
  await ownProject(db, clientId, projectId);
  let deleted: boolean;
  try {
    deleted = await deleteOwnProject(db, clientId, projectId);
  } catch (error) {
    // Payments and invoices keep their project (foreign keys restrict): money on record is never lost.
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', designNowMessages.failedToDeleteProject);
    throw error;
  }
  if (!deleted) throw new AppError('NOT_FOUND', designNowMessages.failedToDeleteProject);
}

export async function getSavedQuotation(
  db: Db,
  clientId: string,
  projectId: string,
): Promise<SavedQuotation> {
  const project = await ownProject(db, clientId, projectId);
  const [items, state] = await Promise.all([
    readQuotationItems(db, projectId),
    readDesignNowState(db, projectId),
  ]);
  return {
    project: { _id: project.id, name: project.name, stage: project.stage, phase: project.phase },
    items: items.map(quotationItemOf),
    totals: totalsOf(state.totals),
    quotation_generated_date: project.quotationGeneratedDate?.toISOString() ?? null,
  };
}

/**
 * The client's own project and its saved quotation total (cents, 0 without a quotation), in one query:
 * what the payments read, without the lines, questionnaire and floorplan (issue 19).
 */
const projectQuotationTotal = preparedRead((db) =>
  db
    .select({
      id: projects.id,
      name: projects.name,
      stage: projects.stage,
      phase: projects.phase,
      total: projectQuotationsTable.totalAmount,
    })
    .from(projects)
    .leftJoin(projectQuotationsTable, eq(projectQuotationsTable.projectId, projects.id))
    .where(
      and(eq(projects.id, sql.placeholder('projectId')), eq(projects.clientId, sql.placeholder('clientId'))),
    )
    .limit(1)
    .prepare('project_quotation_total'),
);
export async function getProjectQuotationTotal(db: DbOrTx, clientId: string, projectId: string) {
  const [row] = await projectQuotationTotal(db, { clientId, projectId });
  // Another client's project answers as missing, so ids cannot be probed.
  if (!row) throw new AppError('NOT_FOUND');
  return {
    project: { _id: row.id, name: row.name, stage: row.stage, phase: row.phase },
    totalCents: row.total ?? 0,
  };
}

/**
 * Locks the project row for the rest of `tx`. Every change to a project's quotation or payments (a
 * Design Now save, a quotation edit, a receipt, an admin decision) takes this lock first, so they run
 * one after another on the same state and always lock in the same order (project, then payment rows).
 */
export async function lockProjectRow(tx: DbOrTx, projectId: string) {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
}

/**
 * Issue 6: the payments module moves the project on when an admin approves a stage, inside the
 * approval's transaction. Stage N approved puts the project at stage N + 1 (spec §4: 2 switches to the
 * progressive-payment section, 6 means nothing more is due); the phase follows.
 */
export async function advanceProjectPaymentStage(tx: DbOrTx, projectId: string, approvedStage: number) {
  const stage = approvedStage + 1;
  await tx
    .update(projects)
    .set({ stage, phase: stage >= 6 ? 'completed' : 'ongoing' })
    .where(eq(projects.id, projectId));
}

/** Names of projects by id, for lists that show many clients' projects (the admin payment review). */
export async function projectNamesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inArray(projects.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
