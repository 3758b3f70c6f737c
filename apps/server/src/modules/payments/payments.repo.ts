import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  type DbOrTx,
  type Tx,
  plannedPerRun,
  preparedRead,
  preparedSql,
  queryRows,
} from '../../db/client.js';
import { containsPattern } from '../../platform/list-query.js';
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
  /** Text searches, on the receipt's own copies of the names (decision 026). */
  projectNameContains?: string | undefined;
  clientContains?: string | undefined;
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
  project_name: string;
  client_name: string;
  client_email: string;
}

/**
 * How the total is counted: exactly up to REVIEW_COUNT_WINDOW past the page's start (decision 005), or,
 * for a text search, only whether another page follows (decision 026): a common word matches a share
 * of every receipt, and counting those would cost more as receipts grow.
 */
type ReviewCount = 'window' | 'next-page';

/**
 * The admin review page in one statement (issue 19, decisions 025 and 026): the page newest first with
 * each row's invoice, and the total counted only when the page cannot tell it. Project and client names
 * are the receipt's own copies, so a search filters and shows from this table alone.
 */
function reviewPageSql(where: SQL | undefined, limit: SQL, offset: SQL, count: ReviewCount): SQL {
  const r = paymentReceipts;
  const matching = where ?? sql`true`;
  const columns = sql`${r.id} as id, ${r.projectId} as project_id, ${r.clientId} as client_id, ${r.stage} as stage,
      ${r.paymentMethod} as payment_method, ${r.transactionNo} as transaction_no,
      ${r.amountClaimedCents} as amount_claimed_cents, ${r.receiptFileId} as receipt_file_id, ${r.status} as status,
      ${r.adminNotes} as admin_notes, ${r.decidedAt} as decided_at, ${r.createdAt} as created_at,
      ${progressiveInvoices.invoiceNo} as invoice_no, ${progressiveInvoices.amountCents} as amount_due_cents,
      ${r.projectName} as project_name, ${r.clientName} as client_name, ${r.clientEmail} as client_email`;
  const pageJson = sql`select coalesce(json_agg(page), '[]'::json) from page`;
  if (count === 'next-page') {
    // A text search: the matches up to one row past the page, in order, from payment_receipts_review_idx
    // alone (it carries the searched names), so skipping hundreds of receipts reads only the index; the
    // page's rows are then read by id. The page tells the total when it has any row; past the end, the
    // matches read are all there are. The search is written once in the statement: PostgreSQL plans it
    // on every run (decision 026), and a second copy for the count cost planning a third more (issue 19).
    return sql`with matches as (
      select ${r.id} as match_id, ${r.createdAt} as match_at from ${r} where ${matching}
      order by ${r.createdAt} desc, ${r.id} desc limit ${offset} + ${limit} + 1
    ), page as (
      select ${columns}
      from (select match_id from matches order by match_at desc, match_id desc offset ${offset}) ids
        join ${r} on ${r.id} = ids.match_id join ${progressiveInvoices} on ${progressiveInvoices.id} = ${r.invoiceId}
      order by ${r.createdAt} desc, ${r.id} desc
    )
    select (${pageJson}) as items,
      (select case when count(*) > 0 then ${offset} + count(*) else (select count(*) from matches) end
        from page)::int as total`;
  }
  // The page tells the total when it is shorter than asked and not past the end; otherwise it is
  // counted up to the window.
  return sql`with page as (
    select ${columns}
    from ${r} join ${progressiveInvoices} on ${progressiveInvoices.id} = ${r.invoiceId}
    where ${matching} order by ${r.createdAt} desc, ${r.id} desc limit ${limit} offset ${offset}
  )
  select (${pageJson}) as items,
    (select case when count(*) < ${limit} and count(*) > 0 or ${offset} = 0 and count(*) < ${limit} then ${offset} + count(*)
      else (select count(*) from (select 1 from ${r} where ${matching} limit ${offset} + ${REVIEW_COUNT_WINDOW + 1}) m)
      end from page)::int as total`;
}

type ReviewPageRow = { items: ReviewRowJson[]; total: number };

/** The review's first screen (no filter) is one prepared statement, built once. */
const unfilteredReviewPage = preparedSql<ReviewPageRow>(() =>
  reviewPageSql(
    undefined,
    sql`${sql.placeholder('limit')}::int`,
    sql`${sql.placeholder('offset')}::int`,
    'window',
  ),
);

/** The admin review list, newest first, one page and the total. */
export async function listReceiptsForReview(
  db: DbOrTx,
  filters: ReviewFilters,
  page: number,
  rowsPerPage: number,
) {
  const r = paymentReceipts;
  const clientPattern = filters.clientContains ? containsPattern(filters.clientContains) : undefined;
  const where = and(
    filters.status ? eq(r.status, filters.status) : undefined,
    filters.projectId ? eq(r.projectId, filters.projectId) : undefined,
    filters.clientId ? eq(r.clientId, filters.clientId) : undefined,
    filters.method ? eq(r.paymentMethod, filters.method) : undefined,
    filters.from ? gte(r.createdAt, filters.from) : undefined,
    filters.to ? lt(r.createdAt, filters.to) : undefined,
    filters.projectNameContains
      ? ilike(r.projectName, containsPattern(filters.projectNameContains))
      : undefined,
    clientPattern ? or(ilike(r.clientName, clientPattern), ilike(r.clientEmail, clientPattern)) : undefined,
  );
  const count: ReviewCount = filters.projectNameContains || filters.clientContains ? 'next-page' : 'window';
  const offset = (page - 1) * rowsPerPage;
  const filtered = where && reviewPageSql(where, sql`${rowsPerPage}::int`, sql`${offset}::int`, count);
  const [row] = filtered
    ? await queryRows<ReviewPageRow>(db, count === 'next-page' ? plannedPerRun(filtered) : filtered)
    : await unfilteredReviewPage(db, { limit: rowsPerPage, offset });
  const items = row?.items ?? [];
  const total = row?.total ?? 0;
  if (count === 'next-page') {
    // One row past the page came back: more follow, and the table shows "of more than" this page's end.
    const more = items.length > rowsPerPage;
    return {
      items: more ? items.slice(0, rowsPerPage) : items,
      totalCount: more ? offset + rowsPerPage : total,
      totalCountCapped: more,
    };
  }
  const cap = offset + REVIEW_COUNT_WINDOW;
  return { items, totalCount: Math.min(total, cap), totalCountCapped: total > cap };
}

/** How many matches past the page's start the review list counts exactly (decision 005). */
export const REVIEW_COUNT_WINDOW = 1_000;
