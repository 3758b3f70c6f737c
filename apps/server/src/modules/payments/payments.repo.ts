import { and, desc, eq, gte, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { countUpTo } from '../../platform/list-query.js';
import { type DbOrTx, type Tx, preparedRead } from '../../db/client.js';
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

const invoicesWithReceipts = preparedRead((db) =>
  db
    .select({ invoice: progressiveInvoices, receipt: paymentReceipts })
    .from(progressiveInvoices)
    .leftJoin(paymentReceipts, eq(paymentReceipts.invoiceId, progressiveInvoices.id))
    .where(eq(progressiveInvoices.projectId, sql.placeholder('projectId')))
    .prepare('invoices_with_receipts_of_project'),
);
/**
 * A project's invoices (by stage) and receipts (newest first) in one statement (issue 19): every
 * receipt answers an invoice of its project, so the invoices with their receipts are all of both.
 */
export async function listProjectInvoicesAndReceipts(
  db: DbOrTx,
  projectId: string,
): Promise<{ invoices: InvoiceRow[]; receipts: ReceiptRow[] }> {
  const rows = await invoicesWithReceipts(db, { projectId });
  const invoices = new Map<string, InvoiceRow>();
  const receipts: ReceiptRow[] = [];
  for (const { invoice, receipt } of rows) {
    invoices.set(invoice.id, invoice);
    if (receipt) receipts.push(receipt);
  }
  receipts.sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.stage - a.stage || (a.id < b.id ? -1 : 1),
  );
  return { invoices: [...invoices.values()].sort((a, b) => a.stage - b.stage), receipts };
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

/** The newest receipt of each of the client's projects (payment_receipts_client_idx). */
const receiptEntry = {
  projectId: paymentReceipts.projectId,
  stage: paymentReceipts.stage,
  status: paymentReceipts.status,
  createdAt: paymentReceipts.createdAt,
};

const latestReceiptOfEachProject = preparedRead((db) =>
  db
    .selectDistinctOn([paymentReceipts.projectId], receiptEntry)
    .from(paymentReceipts)
    .where(eq(paymentReceipts.clientId, sql.placeholder('clientId')))
    .orderBy(paymentReceipts.projectId, desc(paymentReceipts.createdAt), desc(paymentReceipts.stage))
    .prepare('latest_receipt_of_each_project_of_client'),
);
export async function latestReceiptsOfClient(db: DbOrTx, clientId: string) {
  return latestReceiptOfEachProject(db, { clientId });
}

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
  const [items, total] = await Promise.all([
    db
      .select({ receipt: paymentReceipts, invoice: progressiveInvoices })
      .from(paymentReceipts)
      .innerJoin(progressiveInvoices, eq(progressiveInvoices.id, paymentReceipts.invoiceId))
      .where(where)
      .orderBy(desc(paymentReceipts.createdAt), desc(paymentReceipts.id))
      .limit(rowsPerPage)
      .offset(offset),
    // Counted up to REVIEW_COUNT_WINDOW past the page, so a page costs the same at 500 receipts as at
    // 50,000 (docs/decisions/005-capped-list-counts.md).
    countUpTo(
      db,
      db
        .select({ one: sql`1` })
        .from(paymentReceipts)
        .where(where),
      offset + REVIEW_COUNT_WINDOW,
    ),
  ]);
  return { items, totalCount: total.totalCount, totalCountCapped: total.capped };
}

/** How many matches past the page's start the review list counts exactly. */
export const REVIEW_COUNT_WINDOW = 1_000;
