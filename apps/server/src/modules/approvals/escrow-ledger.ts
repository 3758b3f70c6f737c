import {
  type EscrowReport,
  type JournalKind,
  LEDGER_ACCOUNTS,
  type LedgerBalances,
  type LedgerLine,
  balancesOf,
  journalBalances,
  paymentInLines,
  reconcileProblems,
  summaryOf,
} from '@reno/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { escrowEntries } from '../../db/schema/approvals.js';
import { newId } from '../../db/ids.js';

export interface JournalRefs {
  projectId?: string | null;
  merchantId?: string | null;
  itemId?: string | null;
  payoutId?: string | null;
  sourceId?: string | null;
}

/**
 * Writes one journal inside the caller's transaction (the same one as the state change it records).
 * Unbalanced lines are a bug, refused here; the database re-checks at commit (migration 0020).
 */
export async function postJournal(tx: DbOrTx, kind: JournalKind, lines: LedgerLine[], refs: JournalRefs) {
  if (!journalBalances(lines)) throw new Error(`unbalanced ${kind} journal`);
  const journalId = newId();
  const rows = lines
    .filter((l) => l.amountCents !== 0)
    .map((l) => ({
      journalId,
      kind,
      account: l.account,
      amountCents: l.amountCents,
      projectId: refs.projectId ?? null,
      merchantId: refs.merchantId ?? null,
      itemId: refs.itemId ?? null,
      payoutId: refs.payoutId ?? null,
      sourceId: refs.sourceId ?? null,
    }));
  if (rows.length > 0) await tx.insert(escrowEntries).values(rows);
  return journalId;
}

/**
 * Issue 14 item 6, the payments hook: an approved client payment enters the escrow. Posted once per
 * source (the receipt): the unique index makes a repeat add nothing.
 */
export async function recordClientPaymentIn(
  tx: DbOrTx,
  payment: { projectId: string; sourceId: string; amountCents: number },
): Promise<void> {
  if (payment.amountCents <= 0) return;
  const [already] = await tx
    .select({ id: escrowEntries.id })
    .from(escrowEntries)
    .where(and(eq(escrowEntries.kind, 'payment_in'), eq(escrowEntries.sourceId, payment.sourceId)))
    .limit(1);
  if (already) return;
  await postJournal(tx, 'payment_in', paymentInLines(payment.amountCents), {
    projectId: payment.projectId,
    sourceId: payment.sourceId,
  });
}

async function balances(db: DbOrTx, where: ReturnType<typeof sql> | undefined): Promise<LedgerBalances> {
  const rows = await db
    .select({
      account: escrowEntries.account,
      total: sql<string>`coalesce(sum(${escrowEntries.amountCents}), 0)`,
    })
    .from(escrowEntries)
    .where(where)
    .groupBy(escrowEntries.account);
  return balancesOf(
    rows
      .filter((r) => (LEDGER_ACCOUNTS as readonly string[]).includes(r.account))
      .map((r) => ({ account: r.account as LedgerLine['account'], amountCents: Number(r.total) })),
  );
}

/** What the escrow holds for a project now; read with the project row locked by the caller. */
export async function projectHeldCents(db: DbOrTx, projectId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${escrowEntries.amountCents}), 0)` })
    .from(escrowEntries)
    .where(and(eq(escrowEntries.projectId, projectId), eq(escrowEntries.account, 'escrow_held')));
  return Number(row?.total ?? 0);
}

/** What a merchant is owed now (released, not yet paid out). */
export async function merchantPayableCents(db: DbOrTx, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${escrowEntries.amountCents}), 0)` })
    .from(escrowEntries)
    .where(and(eq(escrowEntries.merchantId, merchantId), eq(escrowEntries.account, 'merchant_payable')));
  return Number(row?.total ?? 0);
}

/** Journals whose lines do not add up to zero (the database's commit check should make this empty). */
async function unbalancedJournals(db: DbOrTx, projectId: string | null): Promise<number> {
  const rows = await db
    .select({ journalId: escrowEntries.journalId })
    .from(escrowEntries)
    .where(projectId ? eq(escrowEntries.projectId, projectId) : undefined)
    .groupBy(escrowEntries.journalId)
    .having(sql`sum(${escrowEntries.amountCents}) <> 0`);
  return rows.length;
}

/** The admin's per-project or platform view with its reconcile check (issue 14 item 6). */
export async function escrowReport(db: DbOrTx, projectId: string | null): Promise<EscrowReport> {
  const b = await balances(db, projectId ? eq(escrowEntries.projectId, projectId) : undefined);
  const problems = reconcileProblems(b);
  const broken = await unbalancedJournals(db, projectId);
  if (broken > 0) problems.push(`${broken} journal(s) do not add up to zero.`);
  return { project_id: projectId, summary: summaryOf(b), problems, balanced: problems.length === 0 };
}

export { balances as ledgerBalances };
