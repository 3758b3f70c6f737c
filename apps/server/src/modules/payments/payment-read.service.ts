import {
  PROGRESSIVE_PAYABLE_STAGES,
  type PaymentStatusValue,
  type ProgressivePaymentRow,
  type ProjectPayments,
  type StagePaymentState,
  canCheckout,
  canPayNextStage,
  formatInvoiceNumber,
  isPaymentActionEnabled,
  isProjectFeatureUnlocked,
  payNextStageLabel,
  paymentDueDate,
  progressivePaymentAmount,
  progressivePaymentName,
  progressivePaymentStatusLabel,
  progressiveRowStatus,
} from '@reno/domain';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, preparedSql } from '../../db/client.js';
import type { JsonRow } from '../../db/json-rows.js';
import { ownProjectTotalFromJson, ownProjectTotalSql } from '../projects/projects.subqueries.js';
import { timeScheduleFromJson, timeScheduleSql } from '../schedule/schedule.subqueries.js';
import {
  type PaymentEntry,
  invoicesFromJson,
  invoicesOfProjectSql,
  receiptsFromJson,
  receiptsOfProjectSql,
} from './payments.subqueries.js';
import { getProjectQuotationTotal } from '../projects/projects.service.js';
import {
  type InvoiceRow,
  type ReceiptRow,
  listProjectInvoices,
  latestReceiptsOfProjects,
  listProjectReceipts,
} from './payments.repo.js';

/** The client's own project with its quotation total; another client's project answers as missing. */
export const ownQuotation = (db: DbOrTx, clientId: string, projectId: string) =>
  getProjectQuotationTotal(db, clientId, projectId);

export const stageState = (invoice: InvoiceRow | undefined): StagePaymentState =>
  invoice ? (invoice.status as StagePaymentState) : 'Not Received';

const entryOf = (r: { stage: number; status: string; createdAt: Date }): PaymentEntry => ({
  stage: r.stage,
  status: r.status as PaymentStatusValue,
  created: r.createdAt.toISOString(),
});

/** Each project's newest payment entry (stage, status, date), for the dashboard's cards. */
export async function latestPaymentsFor(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, PaymentEntry>> {
  const rows = await latestReceiptsOfProjects(db, projectIds);
  return new Map(rows.map((r) => [r.projectId, entryOf(r)]));
}

/** The latest deposit receipt's status: spec §4 closes quotation editing once it is Paid or Approved. */
export async function firstPaymentStatus(
  db: DbOrTx,
  projectId: string,
): Promise<PaymentStatusValue | undefined> {
  const receipts = await listProjectReceipts(db, projectId);
  return receipts.find((r) => r.stage === 1)?.status as PaymentStatusValue | undefined;
}

/** Spec §4 stage: 1 until the deposit is approved, then one past the last approved stage (6 when done). */
export const paymentStageOf = (invoices: readonly InvoiceRow[]): number =>
  invoices.filter((i) => i.status === 'Approved').reduce((stage, i) => Math.max(stage, i.stage + 1), 1);

/** The project's payment stage, for the modules that gate features on it (the time schedule). */
export const projectPaymentStage = async (db: DbOrTx, projectId: string): Promise<number> =>
  paymentStageOf(await listProjectInvoices(db, projectId));

function toRow(stage: number, totalCents: number, invoice: InvoiceRow | undefined, receipts: ReceiptRow[]) {
  const latest = receipts.find((r) => r.invoiceId === invoice?.id);
  const status = progressiveRowStatus({
    isPaid: invoice?.status === 'Approved',
    latestPaymentStatus: latest?.status as PaymentStatusValue | undefined,
    // The deposit's invoice is issued on demand (first QR view or receipt), so stage 1 is always payable.
    isInvoiceIssued: invoice !== undefined || (stage === 1 && totalCents > 0),
  });
  const row: ProgressivePaymentRow = {
    stage,
    name: progressivePaymentName(stage as (typeof PROGRESSIVE_PAYABLE_STAGES)[number]),
    invoice_id: invoice?.id ?? null,
    invoice_number: invoice ? formatInvoiceNumber(invoice.invoiceNo) : null,
    invoice_date: invoice?.invoiceDate.toISOString() ?? null,
    due_date: invoice ? paymentDueDate(invoice.invoiceDate).toISOString() : null,
    status,
    label: progressivePaymentStatusLabel(status === 'Pending' ? 'Paid' : status),
    // An issued invoice keeps the amount it was issued with; later stages show today's share.
    amount_cents: invoice?.amountCents ?? progressivePaymentAmount(totalCents, stage),
    paid_date: invoice?.paidDate?.toISOString() ?? null,
    action_enabled: isPaymentActionEnabled(status),
    declined_note: status === 'Declined' ? (latest?.adminNotes ?? null) : null,
  };
  return row;
}

/**
 * The Payments page's read (issue 19): the client's own project with its quotation total (null for
 * another client's), its invoices and receipts, and its time schedule, in one statement.
 */
const projectPaymentsRead = preparedSql<{
  project: Parameters<typeof ownProjectTotalFromJson>[0];
  invoices: JsonRow[];
  receipts: JsonRow[];
  schedule: JsonRow | null;
}>(() => {
  const projectId = sql`${sql.placeholder('projectId')}`;
  return sql`select ${ownProjectTotalSql(sql`${sql.placeholder('clientId')}`, projectId)} as project,
    ${invoicesOfProjectSql(projectId)} as invoices, ${receiptsOfProjectSql(projectId)} as receipts,
    ${timeScheduleSql(projectId)} as schedule`;
});

export async function getProjectPayments(
  db: Db,
  clientId: string,
  projectId: string,
): Promise<ProjectPayments> {
  // One statement (decision 025); only the owner check's answer decides whether anything is returned.
  const [row] = await projectPaymentsRead(db, { clientId, projectId });
  const { project, totalCents } = ownProjectTotalFromJson(row?.project ?? null);
  const invoices = invoicesFromJson(row?.invoices ?? []);
  const receipts = receiptsFromJson(row?.receipts ?? []);
  const schedule = timeScheduleFromJson(row?.schedule ?? null);
  const byStage = new Map(invoices.map((i) => [i.stage, i]));
  const rows = PROGRESSIVE_PAYABLE_STAGES.map((s) => toRow(s, totalCents, byStage.get(s), receipts));
  const stage = paymentStageOf(invoices);
  const first = receipts.filter((r) => r.stage === 1)[0];
  const firstStatus = (first?.status as PaymentStatusValue | undefined) ?? null;
  const current = rows.find((r) => r.stage === stage);
  const currentStatus = current?.status === 'Pending' ? 'Paid' : current?.status;
  return {
    project_id: project._id,
    project_name: project.name,
    quotation_total_cents: totalCents,
    payment_stage: stage,
    can_checkout: totalCents > 0 && canCheckout(firstStatus ?? undefined),
    first_payment_status: firstStatus,
    can_pay_next: stage > 1 && canPayNextStage(stage, currentStatus) && current?.action_enabled === true,
    pay_next_label: stage > 1 ? (payNextStageLabel(stage, currentStatus) ?? null) : null,
    rows,
    payment_statuses: receipts.map((r) => ({
      stage: r.stage,
      status: r.status as PaymentStatusValue,
      created: r.createdAt.toISOString(),
    })),
    is_feature_unlocked: isProjectFeatureUnlocked(stage, schedule !== null),
  };
}

/** Issue 12: a project's progressive invoices, by stage, for the staff's project page. */
export const projectInvoices = (db: DbOrTx, projectId: string): Promise<InvoiceRow[]> =>
  listProjectInvoices(db, projectId);
