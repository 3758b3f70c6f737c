import { and, desc, eq, gte, inArray, lt, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { type DbOrTx, type Tx, preparedRead, preparedSql, queryRows } from '../../db/client.js';
import { userContactSql } from '../accounts/accounts.subqueries.js';
import { projectNameSql } from '../projects/projects.subqueries.js';
import { paymentReceipts, progressiveInvoices } from '../../db/schema/payments.js';
import { nextDocumentNumber } from '../documents/document-numbers.service.js';

export type InvoiceRow = typeof progressiveInvoices.$inferSelect;
export type ReceiptRow = typeof paymentReceipts.$inferSelect;

const invoicesOfProject = preparedRead((db) =>
  db
    .select()
    .from(progressiveInvoices)
    .where(eq(progressiveInvoices.projectId, sql.placeholder('projectId')))
    .orderBy(progressiveInvoices.stage)
    .prepare('invoices_of_project'),
);
export async function listProjectInvoices(db: DbOrTx, projectId: string): Promise<InvoiceRow[]> {
  return invoicesOfProject(db, { projectId });
}

const receiptsOfProject = preparedRead((db) =>
  db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.projectId, sql.placeholder('projectId')))
    .orderBy(desc(paymentReceipts.createdAt), desc(paymentReceipts.stage))
    .prepare('receipts_of_project'),
);
export async function listProjectReceipts(db: DbOrTx, projectId: string): Promise<ReceiptRow[]> {
  return receiptsOfProject(db, { projectId });
}

/** Each project's newest receipt (stage, status, date): one row per project, whatever its history. */
export async function latestReceiptsOfProjects(db: DbOrTx, projectIds: readonly string[]) {
  if (projectIds.length === 0) return [];
  return db
    .selectDistinctOn([paymentReceipts.projectId], receiptEntry)
    .from(paymentReceipts)
    .where(inArray(paymentReceipts.projectId, [...projectIds]))
    .orderBy(paymentReceipts.projectId, desc(paymentReceipts.createdAt), desc(paymentReceipts.stage));
}

/** A receipt as a payment entry: which stage, its status, when. */
const receiptEntry = {
  projectId: paymentReceipts.projectId,
  stage: paymentReceipts.stage,
  status: paymentReceipts.status,
  createdAt: paymentReceipts.createdAt,
};

export async function findInvoice(db: DbOrTx, projectId: string, stage: number) {
  const [row] = await db
    .select()
    .from(progressiveInvoices)
    .where(and(eq(progressiveInvoices.projectId, projectId), eq(progressiveInvoices.stage, stage)));
  return row;
}

/**
 * Issues a stage's invoice once; a second call (double click, retry) finds the first one. The number
 * comes from the gapless invoice series in this transaction. The insert runs in a savepoint: when
 * another transaction issued the same stage first, the savepoint rolls back and gives the number back
 * before the existing invoice is answered, so a lost race leaves no gap either.
 */
export async function issueInvoice(
  tx: Tx,
  invoice: { projectId: string; clientId: string; stage: number; amountCents: number },
): Promise<InvoiceRow> {
  const existing = await findInvoice(tx, invoice.projectId, invoice.stage);
  if (existing) return existing;
  const issued = await tx
    .transaction(async (sp) => {
      const number = await nextDocumentNumber(sp, 'invoice');
      const [row] = await sp
        .insert(progressiveInvoices)
        .values({ ...invoice, invoiceNo: number.sequence })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new StageAlreadyIssued();
      return row;
    })
    .catch((e: unknown) => {
      if (e instanceof StageAlreadyIssued) return undefined;
      throw e;
    });
  const row = issued ?? (await findInvoice(tx, invoice.projectId, invoice.stage));
  if (!row) throw new Error('invoice insert returned nothing');
  return row;
}

class StageAlreadyIssued extends Error {}

/** The row, locked until the transaction ends: whoever reads it next waits and sees the outcome. */
export async function lockInvoice(tx: DbOrTx, invoiceId: string) {
  const [row] = await tx
    .select()
    .from(progressiveInvoices)
    .where(eq(progressiveInvoices.id, invoiceId))
    .for('update');
  return row;
}

export async function lockReceipt(tx: DbOrTx, receiptId: string) {
  const [row] = await tx
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.id, receiptId))
    .for('update');
  return row;
}

/**
 * Moves an invoice only from one of the expected states; returns nothing when another request moved
 * it first, so the caller refuses instead of writing twice.
 */
export async function moveInvoice(
  tx: DbOrTx,
  invoiceId: string,
  from: readonly string[],
  set: Partial<Pick<InvoiceRow, 'status' | 'paidDate'>>,
) {
  const [row] = await tx
    .update(progressiveInvoices)
    .set(set)
    .where(and(eq(progressiveInvoices.id, invoiceId), inArray(progressiveInvoices.status, [...from])))
    .returning();
  return row;
}

export async function insertReceipt(tx: DbOrTx, receipt: typeof paymentReceipts.$inferInsert) {
  const [row] = await tx.insert(paymentReceipts).values(receipt).returning();
  if (!row) throw new Error('receipt insert returned nothing');
  return row;
}

/** Decides a waiting receipt; nothing when it was already decided. */
export async function decideReceipt(
  tx: DbOrTx,
  receiptId: string,
  decision: { status: 'Approved' | 'Declined'; adminNotes: string; decidedBy: string },
) {
  const [row] = await tx
    .update(paymentReceipts)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(paymentReceipts.id, receiptId), eq(paymentReceipts.status, 'Paid')))
    .returning();
  return row;
}

export async function findReceipt(db: DbOrTx, receiptId: string) {
  const [row] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.id, receiptId));
  return row;
}

export interface ReviewFilters {
  status?: string | undefined;
  projectId?: string | undefined;
  clientId?: string | undefined;
  method?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Subqueries of ids from the owning modules (project name search, client name or e-mail search). */
  projectIdIn?: SQLWrapper | undefined;
  clientIdIn?: SQLWrapper | undefined;
}

/** A row of the admin review page, as the statement writes it. */
export interface ReviewRowJson {
  id: string;
  project_id: string;
  client_id: string;
  stage: number;
  payment_method: string;
  transaction_no: string;
  amount_claimed_cents: number;
  receipt_file_id: string;
  status: string;
  admin_notes: string;
  decided_at: string | null;
  created_at: string;
  invoice_no: number;
  amount_due_cents: number;
  project_name: string | null;
  client: { first_name: string; last_name: string; email: string } | null;
}

/**
 * The admin review page in one statement (issue 19, decision 025): the page newest first with each
 * row's invoice, project name and client; and the total, exact up to REVIEW_COUNT_WINDOW past the
 * page's start (decision 005) and counted only when the page cannot tell it.
 */
function reviewPageSql(where: SQL | undefined, limit: SQL, offset: SQL): SQL {
  const r = paymentReceipts;
  const matching = where ?? sql`true`;
  return sql`with page as (
    select ${r.id} as id, ${r.projectId} as project_id, ${r.clientId} as client_id, ${r.stage} as stage,
      ${r.paymentMethod} as payment_method, ${r.transactionNo} as transaction_no,
      ${r.amountClaimedCents} as amount_claimed_cents, ${r.receiptFileId} as receipt_file_id, ${r.status} as status,
      ${r.adminNotes} as admin_notes, ${r.decidedAt} as decided_at, ${r.createdAt} as created_at,
      ${progressiveInvoices.invoiceNo} as invoice_no, ${progressiveInvoices.amountCents} as amount_due_cents,
      ${projectNameSql(sql`${r.projectId}`)} as project_name, ${userContactSql(sql`${r.clientId}`)} as client
    from ${r} join ${progressiveInvoices} on ${progressiveInvoices.id} = ${r.invoiceId}
    where ${matching} order by ${r.createdAt} desc, ${r.id} desc limit ${limit} offset ${offset}
  )
  select (select coalesce(json_agg(page), '[]'::json) from page) as items,
    (select case when count(*) < ${limit} and (count(*) > 0 or ${offset} = 0) then ${offset} + count(*)
      else (select count(*) from (select 1 from ${r} where ${matching} limit ${offset} + ${REVIEW_COUNT_WINDOW + 1}) m)
      end from page)::int as total`;
}

type ReviewPageRow = { items: ReviewRowJson[]; total: number };

/** The review's first screen (no filter) is one prepared statement, built once. */
const unfilteredReviewPage = preparedSql<ReviewPageRow>(() =>
  reviewPageSql(undefined, sql`${sql.placeholder('limit')}::int`, sql`${sql.placeholder('offset')}::int`),
);

/** The admin review list, newest first, one page and the total. */
export async function listReceiptsForReview(
  db: DbOrTx,
  filters: ReviewFilters,
  page: number,
  rowsPerPage: number,
) {
  const where = and(
    filters.status ? eq(paymentReceipts.status, filters.status) : undefined,
    filters.projectId ? eq(paymentReceipts.projectId, filters.projectId) : undefined,
    filters.clientId ? eq(paymentReceipts.clientId, filters.clientId) : undefined,
    filters.method ? eq(paymentReceipts.paymentMethod, filters.method) : undefined,
    filters.from ? gte(paymentReceipts.createdAt, filters.from) : undefined,
    filters.to ? lt(paymentReceipts.createdAt, filters.to) : undefined,
    filters.projectIdIn ? inArray(paymentReceipts.projectId, filters.projectIdIn) : undefined,
    filters.clientIdIn ? inArray(paymentReceipts.clientId, filters.clientIdIn) : undefined,
  );
  const offset = (page - 1) * rowsPerPage;
  const [row] = where
    ? await queryRows<ReviewPageRow>(db, reviewPageSql(where, sql`${rowsPerPage}::int`, sql`${offset}::int`))
    : await unfilteredReviewPage(db, { limit: rowsPerPage, offset });
  const total = row?.total ?? 0;
  const cap = offset + REVIEW_COUNT_WINDOW;
  return {
    items: row?.items ?? [],
    totalCount: Math.min(total, cap),
    totalCountCapped: total > cap,
  };
}

/** How many matches past the page's start the review list counts exactly. */
export const REVIEW_COUNT_WINDOW = 1_000;
